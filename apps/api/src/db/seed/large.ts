import { sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { jobs } from '../../modules/jobs/jobs.table.ts';
import { users } from '../../modules/users/users.table.ts';
import { type Db, queryRows } from '../client.ts';
import { insertManyAsJson } from './bulk-insert.ts';
import { buildCompanies, indexByKind } from './companies.ts';
import { refreshUserCounters } from './counters.ts';
import { DEMO_PASSWORD } from './demo-users.ts';
import { composeJob, type JobContext } from './job-factory.ts';
import { loadAllPlaces } from './places.ts';
import { LARGE_STATUS_WEIGHTS, planJobs, statusWeightsWithListed } from './plans.ts';
import { createRandom, type Random } from './random.ts';

export const LARGE_SEED = 100_003;

const FIRST = [
  'Ana',
  'Ben',
  'Chloe',
  'Diego',
  'Esi',
  'Farah',
  'Gus',
  'Hana',
  'Ivan',
  'Jada',
  'Kai',
  'Lucia',
  'Marcus',
  'Nia',
  'Omar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sven',
  'Tara',
  'Umar',
  'Vera',
  'Wes',
  'Yuki',
  'Zane',
];
const LAST = [
  'Abbott',
  'Baptiste',
  'Chen',
  'Delgado',
  'Eriksen',
  'Fofana',
  'Garcia',
  'Haddad',
  'Ito',
  'Johnson',
  'Kim',
  'Lopez',
  'Moreau',
  'Nguyen',
  'Okoro',
  'Petrov',
  'Quist',
  'Rossi',
  'Singh',
  'Tanaka',
  'Usman',
  'Varga',
  'Walker',
  'Young',
  'Zhou',
];
const IDENTIFY = ['job seeker', 'job seeker', 'job seeker', 'job poster', 'both', 'neither'] as const;

export interface LargeSeedOptions {
  jobs: number;
  users: number;
  /** Listed jobs (approved and filled) whatever `jobs` is; default about 10% (5% live). */
  listed?: number;
  seed?: number;
  now?: Date;
  /** Rows per INSERT (45 columns: 1,000 rows stay under Postgres' 65,535 parameters). */
  batchSize?: number;
  /** INSERTs in flight at once (a pg pool runs them on separate connections). */
  concurrency?: number;
  log?: (message: string) => void;
}

async function runBatches(
  count: number,
  batchSize: number,
  concurrency: number,
  insert: (from: number, to: number) => Promise<void>,
) {
  const inFlight = new Set<Promise<void>>();
  for (let from = 0; from < count; from += batchSize) {
    const p = insert(from, Math.min(count, from + batchSize)).finally(() => inFlight.delete(p));
    inFlight.add(p);
    if (inFlight.size >= concurrency) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
}

function userRow(random: Random, i: number, passwordHash: string, now: Date) {
  const first = random.pick(FIRST);
  const last = random.pick(LAST);
  const created = new Date(now.getTime() - random.int(1, 1500) * 86_400_000);
  return {
    username: `${first}.${last}.${i}`.toLowerCase(),
    email: `${first}.${last}.${i}@members.example`.toLowerCase(),
    passwordHash,
    identifyAs: random.pick(IDENTIFY),
    country: 'United States',
    isConfirmed: true,
    confirmedAt: created,
    createdAt: created,
  };
}

/**
 * The benchmark data set: `users` users (one shared argon2 hash, hashing 50,000 would take
 * minutes) and `jobs` jobs, about 5% live, written with multi-row INSERTs. Expects empty tables.
 */
export async function seedLargeDataSet(
  db: Db,
  options: LargeSeedOptions,
): Promise<{ users: number; jobs: number; ms: number }> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? 1000;
  const concurrency = options.concurrency ?? 2;
  const random = createRandom(options.seed ?? LARGE_SEED);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const userCount = Math.max(1, options.users);
  const userIds = await runUsers(db, random, userCount, passwordHash, now, batchSize * 2, concurrency);
  log(`users: ${userCount} in ${Date.now() - started} ms`);

  // Posters are every fifth user; each company keeps one owner.
  const ownerIds = userIds.filter((_, i) => i % 5 === 0);
  const companies = buildCompanies(
    random,
    Math.min(5000, Math.max(60, Math.round(options.jobs / 25))),
    ownerIds.length,
  );
  const ctx: JobContext = {
    now,
    places: loadAllPlaces(),
    companiesByKind: indexByKind(companies),
    ownerIds,
    oldShare: 0.9,
    oldSpanDays: 3 * 365,
  };
  const weights =
    options.listed === undefined
      ? LARGE_STATUS_WEIGHTS
      : statusWeightsWithListed(options.jobs, options.listed);
  const plans = planJobs(random, options.jobs, weights);
  const jobsStarted = Date.now();
  let done = 0;
  await withoutSecondaryIndexes(db, 'jobs', log, () =>
    runBatches(plans.length, batchSize, concurrency, async (from, to) => {
      // Rows are composed in order before the insert is awaited, so the random stream is stable.
      const rows = plans.slice(from, to).map((plan) => composeJob(random, plan, ctx));
      await insertManyAsJson(db, jobs, rows);
      done += rows.length;
      if (done % 20_000 < batchSize) log(`jobs: ${done}/${plans.length} (${Date.now() - jobsStarted} ms)`);
    }),
  );
  await refreshUserCounters(db);
  // VACUUM sets the visibility map (index-only scans) as autovacuum would on a long-running board.
  await db.execute(sql`VACUUM (ANALYZE) jobs`);
  await db.execute(sql`VACUUM (ANALYZE) users`);
  const ms = Date.now() - started;
  log(`done: ${userCount} users, ${plans.length} jobs in ${(ms / 1000).toFixed(1)} s`);
  return { users: userCount, jobs: plans.length, ms };
}

async function runUsers(
  db: Db,
  random: Random,
  count: number,
  passwordHash: string,
  now: Date,
  batchSize: number,
  concurrency: number,
): Promise<number[]> {
  await runBatches(count, batchSize, concurrency, async (from, to) => {
    const rows = [];
    for (let i = from; i < to; i++) rows.push(userRow(random, i, passwordHash, now));
    await insertManyAsJson(db, users, rows);
  });
  const rows = await queryRows<{ id: number }>(db, sql`SELECT id FROM users ORDER BY id`);
  return rows.map((r) => Number(r.id));
}

/**
 * Drops the table's secondary indexes (those not backing a constraint) for the bulk load and
 * rebuilds them from their own definitions afterwards, even when the load fails: building a GIN
 * index once is several times faster than maintaining it row by row.
 */
async function withoutSecondaryIndexes(
  db: Db,
  table: string,
  log: (m: string) => void,
  load: () => Promise<void>,
) {
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename = ${table}
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
  );
  for (const index of indexes) await db.execute(sql`DROP INDEX IF EXISTS ${sql.identifier(index.name)}`);
  try {
    await load();
  } finally {
    const started = Date.now();
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL maintenance_work_mem = '512MB'`);
      for (const index of indexes) await tx.execute(sql.raw(index.definition));
    });
    log(`rebuilt ${indexes.length} indexes on ${table} in ${Date.now() - started} ms`);
  }
}
