import { JOB_PACKAGE_VALID_MONTHS } from '@gfj/contracts';
import type { DbExecutor } from '../../db/client.ts';
import { adjustUserCounter } from '../user-counters/user-counters.repository.ts';
import {
  findJobPackage,
  findUsablePackageIds,
  insertUserJobPackage,
  takeOneCredit,
} from './job-packages.repository.ts';
import type { UserJobPackageRow } from './job-packages.table.ts';

/**
 * Spends one listing credit of the user's active packages, the one expiring first
 * (product-decisions: Money), inside the caller's transaction. Returns the package's id, or
 * undefined when no credit is left. Each attempt is a conditional UPDATE of one row, so a credit
 * taken by a concurrent submission is skipped rather than spent twice.
 */
export async function spendPackageCredit(tx: DbExecutor, userId: number, now: Date = new Date()) {
  for (const id of await findUsablePackageIds(tx, userId, now)) {
    if (await takeOneCredit(tx, id, now)) return id;
  }
  return undefined;
}

/** A year from `from`, the same day of the month (valid 12 months from purchase). */
export function packageExpiry(from: Date): Date {
  const expiry = new Date(from);
  expiry.setUTCMonth(expiry.getUTCMonth() + JOB_PACKAGE_VALID_MONTHS);
  return expiry;
}

/**
 * Gives a user a package's credits from `now` (the commerce issue calls this when an order is
 * paid; the demo seed gives one to a poster).
 */
export async function grantJobPackage(
  tx: DbExecutor,
  input: { userId: number; jobPackageId: number; orderItemId?: number; now?: Date; jobsUsed?: number },
): Promise<UserJobPackageRow> {
  const now = input.now ?? new Date();
  const catalogue = await findJobPackage(tx, input.jobPackageId);
  if (!catalogue) throw new Error(`no job package ${input.jobPackageId}`);
  const used = Math.min(input.jobsUsed ?? 0, catalogue.jobsCount);
  const row = await insertUserJobPackage(tx, {
    userId: input.userId,
    jobPackageId: catalogue.id,
    orderItemId: input.orderItemId ?? null,
    status: 'active',
    dateAdded: now,
    dateExpire: packageExpiry(now),
    jobsUsedCount: used,
    jobsRemainingCount: catalogue.jobsCount - used,
  });
  await adjustUserCounter(tx, input.userId, 'jobPackagesCount', 1);
  return row;
}
