import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { keepCompany } from '../../modules/companies/companies.service.ts';
import { grantJobPackage } from '../../modules/job-packages/job-credits.service.ts';
import { jobs } from '../../modules/jobs/jobs.table.ts';
import { users } from '../../modules/users/users.table.ts';
import type { Db } from '../client.ts';
import { DEMO_POSTER } from './demo-users.ts';

/** The demo poster's package: "5 Jobs" with one used, so the credit path works on a fresh start. */
export const DEMO_POSTER_PACKAGE = { jobPackageId: 3, jobsUsed: 1 } as const;

/**
 * What the posting flow keeps beside the demo listings, whatever generated them: a company page
 * for every poster's company with submitted listings, and the demo poster's package.
 */
export async function seedPostingDemo(db: Db, now: Date): Promise<void> {
  const submitted = and(isNotNull(jobs.ownerId), ne(jobs.status, 'draft'), sql`${jobs.companyName} <> ''`);
  const details = await db
    .selectDistinctOn([jobs.ownerId, jobs.companyName], {
      ownerId: jobs.ownerId,
      name: jobs.companyName,
      website: jobs.companyWebsite,
      description: jobs.companyDescription,
    })
    .from(jobs)
    .where(submitted)
    .orderBy(jobs.ownerId, jobs.companyName);
  await db.transaction(async (tx) => {
    for (const company of details) {
      const row = await keepCompany(tx, company);
      if (!row || company.ownerId === null) continue;
      await tx
        .update(jobs)
        .set({ companyId: row.id, companySlug: row.slug })
        .where(and(submitted, eq(jobs.ownerId, company.ownerId), eq(jobs.companyName, company.name)));
    }
    const [poster] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_POSTER.email));
    if (poster) await grantJobPackage(tx, { userId: poster.id, ...DEMO_POSTER_PACKAGE, now });
  });
}
