import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { type Db, migrationsFolder, openPostgres } from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';
import { seedReferenceData } from '../src/db/seed/reference.ts';
import { runAdminSql, withDatabaseName } from './test-database.ts';

/** Migrate and seed once per run; every test file then copies the result (fast). */
async function preparePostgresTemplate(
  url: string,
): Promise<{ template: string; teardown: () => Promise<void> }> {
  const template = `gfj_tmpl_${process.pid}_${Date.now()}`;
  await runAdminSql(url, `CREATE DATABASE "${template}"`);
  const database = await openPostgres(withDatabaseName(url, template), 2);
  try {
    await database.migrate();
    await seedReferenceData(database.db);
  } finally {
    await database.close();
  }
  return { template, teardown: () => runAdminSql(url, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`) };
}

async function preparePgliteDump(): Promise<{ dumpPath: string; teardown: () => Promise<void> }> {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const db = drizzle({ client, schema, casing: 'snake_case' });
  await migrate(db, { migrationsFolder });
  await seedReferenceData(db as unknown as Db);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const folder = await mkdtemp(path.join(tmpdir(), 'gfj-test-'));
  const dumpPath = path.join(folder, 'reference.tar');
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  return { dumpPath, teardown: () => rm(folder, { recursive: true, force: true }) };
}

export default async function setup(project: TestProject) {
  // The one place tests read the environment: which database server to use, if any.
  const postgresUrl = process.env.TEST_DATABASE_URL || null;
  if (postgresUrl) {
    const { template, teardown } = await preparePostgresTemplate(postgresUrl);
    project.provide('postgresUrl', postgresUrl);
    project.provide('postgresTemplate', template);
    project.provide('pgliteDumpPath', null);
    return teardown;
  }
  const { dumpPath, teardown } = await preparePgliteDump();
  project.provide('pgliteDumpPath', dumpPath);
  project.provide('postgresUrl', null);
  project.provide('postgresTemplate', null);
  return teardown;
}
