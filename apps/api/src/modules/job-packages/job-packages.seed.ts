import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobPackages } from './job-packages.table.ts';

/**
 * The catalogue at the demo prices (product-decisions: Money). A single listing is sold at its
 * post type's price; its catalogue row stays inactive so the pricing list (3 per page, active
 * only) shows the three packages (decision 033).
 */
export const JOB_PACKAGE_CATALOGUE = [
  {
    id: 1,
    name: 'Single job',
    jobsCount: 1,
    jobPriceCents: 6000,
    priceCents: 6000,
    status: 'inactive',
    sortOrder: 0,
  },
  {
    id: 2,
    name: '3 Jobs',
    jobsCount: 3,
    jobPriceCents: 5000,
    priceCents: 15000,
    status: 'active',
    sortOrder: 1,
  },
  {
    id: 3,
    name: '5 Jobs',
    jobsCount: 5,
    jobPriceCents: 4500,
    priceCents: 22500,
    status: 'active',
    sortOrder: 2,
  },
  {
    id: 4,
    name: '10 Jobs',
    jobsCount: 10,
    jobPriceCents: 4000,
    priceCents: 40000,
    status: 'active',
    sortOrder: 3,
  },
] as const;

/** Idempotent: rows already there (perhaps edited by staff) are kept. */
export async function seedJobPackages(db: Db): Promise<void> {
  await db
    .insert(jobPackages)
    .values(JOB_PACKAGE_CATALOGUE.map((p) => ({ ...p })))
    .onConflictDoNothing();
  // Explicit ids leave the sequence behind; later inserts (staff) must not collide with them.
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence('job_packages', 'id'), greatest((SELECT max(id) FROM job_packages), 1))`,
  );
}
