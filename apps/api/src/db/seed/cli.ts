// `npm run seed -- [--jobs N] [--users N] [--listed N] [--seed N] [--database-url URL] [--reset]`
// Without --jobs: the demo content. With --jobs: the large benchmark data set (quality-bars.md).
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import { createRandomSecret } from '../../security/install-secret.ts';
import { type Database, openDatabase, openPostgres, queryRows } from '../client.ts';
import { DataDirInUseError } from '../data-dir-lock.ts';
import { prepareDatabase } from '../prepare.ts';
import { seedDemoContent } from './demo.ts';
import { DEMO_STAFF } from './demo-users.ts';
import { seedLargeDataSet } from './large.ts';

const { values } = parseArgs({
  options: {
    jobs: { type: 'string' },
    users: { type: 'string' },
    listed: { type: 'string' },
    seed: { type: 'string' },
    'database-url': { type: 'string' },
    reset: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  process.stdout.write(
    'Usage: npm run seed -- [--jobs N] [--users N] [--listed N] [--seed N] [--database-url URL] [--reset]\n',
  );
  process.exit(0);
}

function positive(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value.replace(/_/g, ''));
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number`);
  return n;
}

const jobCount = positive('jobs', values.jobs);
const userCount =
  positive('users', values.users) ?? (jobCount ? Math.max(1, Math.round(jobCount / 2)) : undefined);
const seed = positive('seed', values.seed);
const listed = positive('listed', values.listed);
const log = (message: string) => process.stdout.write(`[seed] ${message}\n`);

// The seeder sends no mail and signs no tokens: a placeholder SMTP address and a throwaway random
// secret satisfy production-mode config (no secret is ever written in the code).
const config = loadConfig({
  SMTP_URL: 'smtp://127.0.0.1:2525',
  JWT_SECRET: createRandomSecret(),
  ...process.env,
});
const url = values['database-url'];
const database: Database = url
  ? await openPostgres(url, 4)
  : await openDatabase(config.database).catch((error: unknown) => {
      if (!(error instanceof DataDirInUseError)) throw error;
      process.stderr.write(`[seed] ${error.message}\n`);
      process.exit(1);
    });

try {
  const started = Date.now();
  await prepareDatabase(database, { seedDemo: false });
  if (values.reset) {
    log('Removing all jobs and users');
    await database.db.execute(sql`TRUNCATE jobs, users RESTART IDENTITY CASCADE`);
  }
  const [existing] = await queryRows<{ jobs: number }>(
    database.db,
    sql`SELECT count(*)::int AS jobs FROM jobs`,
  );
  if (existing && existing.jobs > 0) {
    log(`The database already has ${existing.jobs} jobs; nothing seeded (use --reset to replace them).`);
  } else if (jobCount) {
    await seedLargeDataSet(database.db, { jobs: jobCount, users: userCount ?? 1, listed, seed, log });
  } else {
    const result = await seedDemoContent(database.db, { seed });
    log(
      `Demo content: ${result.users} users, ${result.jobs} jobs. Staff sign-in: ${DEMO_STAFF.email} / ${DEMO_STAFF.password}`,
    );
  }
  log(`Finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
