#!/usr/bin/env bash
# `npm run db:generate -- <name>`: adds the next numbered migration for what changed in the Drizzle
# schema since the last one. `npm run db:generate -- --custom <name>`: adds a hand-written one, filled
# from src/db/sql/<name>.sql (underscores read as dashes) when that file exists.
# Migrations are append-only (docs/decisions/020): a migration already in the journal is never
# edited, renumbered or regenerated, because databases that applied it would not apply it again.
set -euo pipefail
cd "$(dirname "$0")/../apps/api"

custom=false
if [ "${1:-}" = "--custom" ]; then
  custom=true
  shift
fi
name="${1:-}"
if ! [[ "$name" =~ ^[a-z0-9_]+$ ]]; then
  echo "usage: npm run db:generate -- [--custom] <name>   (lower case, digits and underscores)" >&2
  exit 2
fi

journal=src/db/migrations/meta/_journal.json
before=$(grep -c '"tag"' "$journal")
if [ "$custom" = true ]; then
  npx drizzle-kit generate --custom --name "$name" --config drizzle.config.ts
else
  npx drizzle-kit generate --name "$name" --config drizzle.config.ts
fi
after=$(grep -c '"tag"' "$journal")
if [ "$after" -eq "$before" ]; then
  echo "No migration added: no schema changes since the last migration, or drizzle-kit stopped (see above; it asks about renames in a terminal)." >&2
  exit 0
fi

file=$(ls src/db/migrations/*_"$name".sql | sort | tail -1)
source_sql="src/db/sql/${name//_/-}.sql"
if [ "$custom" = true ] && [ -f "$source_sql" ]; then
  cp "$source_sql" "$file"
  echo "Filled $file from $source_sql"
fi
echo "Added $file: review it, apply it with \`npm start\` (or the tests), and commit it with its snapshot."
