import { and, asc, inArray } from 'drizzle-orm';
import { seedCommerceDemo } from '../../modules/carts/carts.seed.ts';
import { jobs, type NewJobRow } from '../../modules/jobs/jobs.table.ts';
import { users } from '../../modules/users/users.table.ts';
import type { Db } from '../client.ts';
import { buildCompanies, indexByKind } from './companies.ts';
import { refreshUserCounters } from './counters.ts';
import { buildDemoUsers } from './demo-users.ts';
import { composeJob, type GeneratedJob, type JobContext } from './job-factory.ts';
import { seedJobStatsDemo } from './job-stats-demo.ts';
import { loadDemoPlaces } from './places.ts';
import { DEMO_STATUS_WEIGHTS, planJobs } from './plans.ts';
import { seedPostingDemo } from './posting-demo.ts';
import { createRandom } from './random.ts';

/** The fixed seed and size of the demo set; tests rely on both. */
export const DEMO_SEED = 20260401;
export const DEMO_JOB_COUNT = 320;
export const DEMO_COMPANY_COUNT = 60;

export interface DemoJobsOptions {
  seed?: number;
  count?: number;
  now?: Date;
  /** Ids of the users who own the jobs (posters); null owners when empty. */
  ownerIds?: readonly number[];
}

/** The demo jobs as rows, without touching a database: same seed and now, same rows. */
export function buildDemoJobs(options: DemoJobsOptions = {}): GeneratedJob[] {
  const random = createRandom(options.seed ?? DEMO_SEED);
  const count = options.count ?? DEMO_JOB_COUNT;
  const ownerIds = options.ownerIds ?? [];
  const companies = buildCompanies(random, DEMO_COMPANY_COUNT, Math.max(1, ownerIds.length));
  const ctx: JobContext = {
    now: options.now ?? new Date(),
    places: loadDemoPlaces(),
    companiesByKind: indexByKind(companies),
    ownerIds,
    oldShare: 0,
    oldSpanDays: 60,
  };
  return planJobs(random, count, DEMO_STATUS_WEIGHTS).map((plan) => composeJob(random, plan, ctx));
}

export async function insertJobRows(db: Db, rows: readonly NewJobRow[], chunkSize = 200): Promise<void> {
  for (let i = 0; i < rows.length; i += chunkSize) {
    await db.insert(jobs).values(rows.slice(i, i + chunkSize));
  }
}

export interface SeedDemoOptions extends Omit<DemoJobsOptions, 'ownerIds'> {
  /** The accounts module's hash function when wired; argon2id by default. */
  hashPassword?: (password: string) => Promise<string>;
}

export interface SeedDemoResult {
  users: number;
  jobs: number;
}

/**
 * Fills an empty database with the demo users and jobs. Users already present (same email) are
 * kept, so a rerun after `--reset` of jobs only does not fail.
 */
export async function seedDemoContent(db: Db, options: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  const now = options.now ?? new Date();
  const people = await buildDemoUsers(now, options.hashPassword);
  await db.insert(users).values(people).onConflictDoNothing();
  const posters = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(
          users.email,
          people.map((p) => p.email),
        ),
        inArray(users.identifyAs, ['job poster', 'both']),
      ),
    )
    .orderBy(asc(users.id));
  const ownerIds = posters.map((u) => u.id);
  const jobRows = buildDemoJobs({ ...options, now, ownerIds });
  await insertJobRows(db, jobRows);
  await seedPostingDemo(db, now);
  await seedJobStatsDemo(db, now);
  await seedCommerceDemo(db);
  await refreshUserCounters(db);
  return { users: people.length, jobs: jobRows.length };
}
