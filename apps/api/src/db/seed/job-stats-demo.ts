import { siteDay } from '@gfj/contracts/site-time';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { userFollowJobs } from '../../modules/follows/follows.table.ts';
import { jobViewDays } from '../../modules/job-views/job-views.table.ts';
import { jobs } from '../../modules/jobs/jobs.table.ts';
import { jobLinkClicks, jobReferralDays, jobShareTrackings } from '../../modules/sharing/sharing.table.ts';
import { users } from '../../modules/users/users.table.ts';
import type { Db } from '../client.ts';
import { DEMO_POSTER } from './demo-users.ts';
import { createRandom } from './random.ts';

const DAY = 24 * 60 * 60 * 1000;
const CHUNK = 500;
const SHARE_SUBJECTS = ['share-facebook', 'share-twitter', 'share-email'] as const;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/**
 * Demo statistics (issue 17), so a fresh install shows real charts: every published demo listing's
 * `counter_view` spread over its live days (job_view_days, which statistics and the category median
 * read), and for the demo poster's (maria's) listings also share actions, apply clicks, referral
 * visits per channel and follows by the demo seekers. Same seed, same numbers.
 */
export async function seedJobStatsDemo(db: Db, now: Date): Promise<void> {
  const random = createRandom(20261124);
  const published = await db
    .select({
      id: jobs.id,
      ownerEmail: users.email,
      views: jobs.counterView,
      dateAdded: jobs.dateAdded,
      dateExpire: jobs.dateExpire,
    })
    .from(jobs)
    .leftJoin(users, eq(users.id, jobs.ownerId))
    .where(and(isNotNull(jobs.dateAdded), inArray(jobs.status, ['approved', 'filled', 'expired'])))
    .orderBy(jobs.id);
  const seekers = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.identifyAs, ['job seeker', 'both']));

  const viewDays: (typeof jobViewDays.$inferInsert)[] = [];
  const referralDays: (typeof jobReferralDays.$inferInsert)[] = [];
  const shares: (typeof jobShareTrackings.$inferInsert)[] = [];
  const clicks: (typeof jobLinkClicks.$inferInsert)[] = [];
  const follows: (typeof userFollowJobs.$inferInsert)[] = [];
  for (const job of published) {
    if (!job.dateAdded) continue;
    const start = job.dateAdded.getTime();
    const end = Math.min(now.getTime(), job.dateExpire?.getTime() ?? now.getTime());
    const days = Math.max(1, Math.ceil((end - start) / DAY));
    // Heavier early days, as a new listing is seen most: weights fall off with age.
    const weights = Array.from({ length: days }, (_, i) => (1 + random.next()) / (1 + i / 6));
    const sum = weights.reduce((a, b) => a + b, 0);
    let left = job.views;
    const isDemoPoster = job.ownerEmail === DEMO_POSTER.email;
    for (let i = 0; i < days && left > 0; i++) {
      const views = i === days - 1 ? left : Math.min(left, Math.round(((weights[i] ?? 0) / sum) * job.views));
      left -= views;
      const at = start + i * DAY;
      const day = siteDay(new Date(at));
      if (views > 0) viewDays.push({ jobId: job.id, day, views });
      if (!isDemoPoster || views === 0) continue;
      for (const [channel, share] of [
        ['share-facebook', 0.06],
        ['share-twitter', 0.03],
        ['share-email', 0.04],
      ] as const) {
        const visits = Math.round(views * share * random.next() * 2);
        if (visits > 0) referralDays.push({ jobId: job.id, channel, day, visits });
      }
      const applyClicks = Math.round(views * 0.08 * random.next() * 2);
      for (let c = 0; c < applyClicks; c++)
        clicks.push({ jobId: job.id, tag: 'apply-online', dateAdded: new Date(at + random.int(0, DAY - 1)) });
      if (random.chance(0.5)) {
        const subject = random.weighted(SHARE_SUBJECTS.map((s, k) => [s, 3 - k] as const));
        shares.push({ jobId: job.id, subject, dateAdded: new Date(at + random.int(0, DAY - 1)) });
      }
    }
    if (isDemoPoster) {
      for (const seeker of random.sample(seekers, Math.min(seekers.length, random.int(0, 2)))) {
        follows.push({
          userId: seeker.id,
          jobId: job.id,
          dateAdded: new Date(start + (random.int(0, days) * DAY) / 2),
        });
      }
    }
  }
  await insertChunked(viewDays, (chunk) => db.insert(jobViewDays).values(chunk).onConflictDoNothing());
  await insertChunked(referralDays, (chunk) =>
    db.insert(jobReferralDays).values(chunk).onConflictDoNothing(),
  );
  await insertChunked(shares, (chunk) => db.insert(jobShareTrackings).values(chunk));
  await insertChunked(clicks, (chunk) => db.insert(jobLinkClicks).values(chunk));
  await insertChunked(follows, (chunk) => db.insert(userFollowJobs).values(chunk).onConflictDoNothing());
}
