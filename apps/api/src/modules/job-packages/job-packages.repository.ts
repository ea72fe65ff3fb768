import { and, asc, count, desc, eq, getTableColumns, gt, inArray, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.ts';
import type { UniqueField } from '../../db/unique-values.ts';
import {
  type JobPackageRow,
  jobPackages,
  type UserJobPackageRow,
  userJobPackages,
} from './job-packages.table.ts';

/** Buyers choose a package by its name on the pricing page and in the cart (decision 074). */
export const JOB_PACKAGE_NAME: UniqueField = {
  field: 'name',
  column: jobPackages.name,
  id: jobPackages.id,
  index: 'job_packages_name_lower_idx',
};

export async function listJobPackages(
  db: Db,
  statuses: readonly string[],
  limit: number,
  offset: number,
): Promise<{ rows: JobPackageRow[]; total: number }> {
  const where = inArray(jobPackages.status, [...statuses]);
  const rows = await db
    .select()
    .from(jobPackages)
    .where(where)
    .orderBy(asc(jobPackages.sortOrder), asc(jobPackages.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(jobPackages).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findJobPackage(db: DbExecutor, id: number): Promise<JobPackageRow | undefined> {
  const [row] = await db.select().from(jobPackages).where(eq(jobPackages.id, id));
  return row;
}

export type UserJobPackageWithName = UserJobPackageRow & {
  packageName: string;
  orderId?: number | null;
  /** Whether the order line that paid for it was refunded (its credits were withdrawn). */
  refunded?: boolean | null;
};

const withName = {
  ...getTableColumns(userJobPackages),
  packageName: jobPackages.name,
  // The order that paid for it (its receipt), through the order line.
  orderId: sql<
    number | null
  >`(SELECT oi.order_id FROM order_items oi WHERE oi.id = ${userJobPackages.orderItemId})`,
  refunded: sql<
    boolean | null
  >`(SELECT oi.refunded_at IS NOT NULL FROM order_items oi WHERE oi.id = ${userJobPackages.orderItemId})`,
};

export async function listUserJobPackages(
  db: Db,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ rows: UserJobPackageWithName[]; total: number }> {
  const where = and(eq(userJobPackages.userId, userId), sql`${userJobPackages.status} <> 'deleted'`);
  const rows = await db
    .select(withName)
    .from(userJobPackages)
    .innerJoin(jobPackages, eq(jobPackages.id, userJobPackages.jobPackageId))
    .where(where)
    .orderBy(desc(userJobPackages.dateAdded), desc(userJobPackages.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(userJobPackages).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findUserJobPackage(db: Db, id: number): Promise<UserJobPackageWithName | undefined> {
  const [row] = await db
    .select(withName)
    .from(userJobPackages)
    .innerJoin(jobPackages, eq(jobPackages.id, userJobPackages.jobPackageId))
    .where(eq(userJobPackages.id, id));
  return row;
}

/** The user's packages that still hold a credit now, the one expiring first first. */
export async function findUsablePackageIds(tx: DbExecutor, userId: number, now: Date): Promise<number[]> {
  const rows = await tx
    .select({ id: userJobPackages.id })
    .from(userJobPackages)
    .where(
      and(
        eq(userJobPackages.userId, userId),
        eq(userJobPackages.status, 'active'),
        gt(userJobPackages.jobsRemainingCount, 0),
        gt(userJobPackages.dateExpire, now),
      ),
    )
    .orderBy(asc(userJobPackages.dateExpire), asc(userJobPackages.id));
  return rows.map((r) => r.id);
}

/**
 * Takes one credit from the package if it still has one. The UPDATE locks the row and checks the
 * condition again after any concurrent spender committed, so two spenders never get the same
 * credit (and the CHECK constraint keeps the count at zero or more whatever happens).
 */
export async function takeOneCredit(tx: DbExecutor, packageId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(userJobPackages)
    .set({
      jobsUsedCount: sql`${userJobPackages.jobsUsedCount} + 1`,
      jobsRemainingCount: sql`${userJobPackages.jobsRemainingCount} - 1`,
    })
    .where(
      and(
        eq(userJobPackages.id, packageId),
        eq(userJobPackages.status, 'active'),
        gt(userJobPackages.jobsRemainingCount, 0),
        gt(userJobPackages.dateExpire, now),
      ),
    )
    .returning({ id: userJobPackages.id });
  return rows.length > 0;
}

export async function insertUserJobPackage(
  tx: DbExecutor,
  values: typeof userJobPackages.$inferInsert,
): Promise<UserJobPackageRow> {
  const [row] = await tx.insert(userJobPackages).values(values).returning();
  if (!row) throw new Error('user_job_packages insert returned nothing');
  return row;
}
