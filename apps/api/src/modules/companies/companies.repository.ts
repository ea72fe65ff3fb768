import { LISTED_STATUSES } from '@gfj/contracts';
import { and, asc, count, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { type CompanyRow, companies } from './companies.table.ts';

const LISTED = [...LISTED_STATUSES];

export async function findCompanyById(db: DbExecutor, id: number): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row;
}

export async function findCompanyBySlug(db: DbExecutor, slug: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.slug, slug));
  return row;
}

export async function findOwnCompanyByName(
  db: DbExecutor,
  ownerId: number | null,
  name: string,
): Promise<CompanyRow | undefined> {
  const [row] = await db
    .select()
    .from(companies)
    .where(
      and(
        ownerId === null ? sql`${companies.ownerId} IS NULL` : eq(companies.ownerId, ownerId),
        sql`lower(${companies.name}) = lower(${name})`,
      ),
    );
  return row;
}

/** Slugs already taken among `base` and `base-N`, to pick the next free one. */
export async function findTakenSlugs(db: DbExecutor, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: companies.slug })
    .from(companies)
    .where(or(eq(companies.slug, base), like(companies.slug, `${base}-%`)));
  return new Set(rows.map((r) => r.slug));
}

/**
 * Inserts unless a unique key (the poster's company name, the slug) is taken, perhaps by a
 * concurrent submission: then undefined, and the caller reads or retries.
 */
export async function insertCompanyIfFree(
  tx: DbExecutor,
  values: typeof companies.$inferInsert,
): Promise<CompanyRow | undefined> {
  const [row] = await tx.insert(companies).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateCompany(
  tx: DbExecutor,
  id: number,
  changes: Partial<Pick<CompanyRow, 'name' | 'website' | 'description'>>,
): Promise<void> {
  await tx
    .update(companies)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(companies.id, id));
}

/** How many listings each company has on show (approved or filled). */
export async function countOpenJobs(db: Db, companyIds: readonly number[]): Promise<Map<number, number>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .select({ companyId: jobs.companyId, n: count() })
    .from(jobs)
    .where(and(inArray(jobs.companyId, [...companyIds]), inArray(jobs.status, LISTED)))
    .groupBy(jobs.companyId);
  return new Map(rows.map((r) => [r.companyId as number, Number(r.n)]));
}

/** Companies with at least one listing on show, by name (the sitemap, the collection). */
export async function listCompaniesWithOpenJobs(
  db: Db,
  limit: number,
  offset: number,
): Promise<{ rows: CompanyRow[]; total: number }> {
  const open = sql`EXISTS (SELECT 1 FROM jobs j WHERE j.company_id = ${companies.id} AND j.status IN ('approved', 'filled'))`;
  const rows = await db
    .select()
    .from(companies)
    .where(open)
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(companies).where(open);
  return { rows, total: Number(total?.n ?? 0) };
}
