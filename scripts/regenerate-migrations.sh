#!/usr/bin/env bash
# Until the first release, migrations are regenerated from the schema as one initial migration
# (docs/decisions/003). After it, switch to `drizzle-kit generate` for incremental migrations.
set -euo pipefail
cd "$(dirname "$0")/../apps/api"
rm -rf src/db/migrations
npx drizzle-kit generate --custom --name extensions --config drizzle.config.ts >/dev/null
printf 'CREATE EXTENSION IF NOT EXISTS pg_trgm;\n' > src/db/migrations/0000_extensions.sql
npx drizzle-kit generate --name initial --config drizzle.config.ts | tail -1
# Triggers are not part of the Drizzle schema: they come from hand-written SQL in src/db/sql.
npx drizzle-kit generate --custom --name listing_version --config drizzle.config.ts >/dev/null
cp src/db/sql/listing-version.sql src/db/migrations/0002_listing_version.sql
