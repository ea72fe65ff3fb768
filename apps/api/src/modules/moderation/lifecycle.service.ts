import { EXPIRY_REMINDER_DAYS } from '@gfj/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, queryRows } from '../../db/client.ts';
import { recordAudit } from '../audit/index.ts';
import { createSecretToken } from '../auth/secret-tokens.ts';
import { findJobById } from '../jobs/jobs.repository.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { findUserById } from '../users/users.repository.ts';
import { jobExpiryReminders } from './expiry-reminders.table.ts';
import { expiryReminderTemplate } from './moderation.mail.tsx';
import { formatSiteDate } from './moderation.service.ts';

const DAY_MS = 86_400_000;

/** Listings expired per transaction: each batch holds its rows' locks for a moment only. */
export const EXPIRY_BATCH_SIZE = 200;

/**
 * Approved and filled listings whose date_expire has passed become expired (core 4): they leave
 * search (the listing change log tells every process) and keep their page, expired. Running it
 * again finds nothing more to do. Returns the ids it expired.
 *
 * A run works in batches of `batchSize`, each its own short transaction with its audit entries in
 * one statement: a backlog (thousands of listings after downtime, or a freshly loaded data set)
 * never holds row locks, nor the listing change log's lock that every listing write takes, for
 * longer than one batch, so edits made meanwhile wait milliseconds, not the whole run.
 */
export async function expireListings(
  db: Db,
  now: Date = new Date(),
  batchSize = EXPIRY_BATCH_SIZE,
): Promise<number[]> {
  const expired: number[] = [];
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await queryRows<{ id: number; previous: string }>(
        tx,
        sql`WITH due AS (
            SELECT id, status FROM jobs
            WHERE status IN ('approved', 'filled') AND date_expire <= ${now.toISOString()}::timestamptz
            ORDER BY id LIMIT ${batchSize} FOR UPDATE SKIP LOCKED)
          UPDATE jobs SET status = 'expired', updated_at = now() FROM due WHERE jobs.id = due.id
          RETURNING jobs.id, due.status AS previous`,
      );
      await recordAudit(
        tx,
        rows.map((row) => ({
          actorId: null,
          action: 'job.expire',
          entityType: 'Job',
          entityId: Number(row.id),
          before: { status: row.previous },
          after: { status: 'expired' },
        })),
      );
      return rows.map((row) => Number(row.id));
    });
    expired.push(...batch);
    if (batch.length < batchSize) return expired.sort((a, b) => a - b);
  }
}

/** The reminder due for a listing expiring at `dateExpire`: 8 days before, then 1 day before. */
export function reminderDue(dateExpire: Date, now: Date): number | undefined {
  const left = dateExpire.getTime() - now.getTime();
  if (left <= 0) return undefined;
  const [early, late] = EXPIRY_REMINDER_DAYS;
  if (left <= late * DAY_MS) return late;
  if (left <= early * DAY_MS) return early;
  return undefined;
}

/**
 * Emails the poster of each approved listing 8 days and 1 day before it expires, once each per
 * expiry date: the reminder's row is inserted first (its primary key is job, days, expiry date)
 * and the mail is queued in the same transaction only if the insert took, so runs repeated in one
 * process or overlapping in several send each reminder once. Returns how many were sent.
 */
export async function sendExpiryReminders(app: FastifyInstance, now: Date = new Date()): Promise<number> {
  const horizon = new Date(now.getTime() + Math.max(...EXPIRY_REMINDER_DAYS) * DAY_MS);
  const candidates = await queryRows<{ id: number; date_expire: string }>(
    app.db,
    sql`SELECT id, date_expire FROM jobs
      WHERE status = 'approved' AND owner_id IS NOT NULL
        AND date_expire > ${now.toISOString()}::timestamptz AND date_expire <= ${horizon.toISOString()}::timestamptz
      ORDER BY date_expire, id`,
  );
  let sent = 0;
  for (const candidate of candidates) {
    const dateExpire = new Date(candidate.date_expire);
    const days = reminderDue(dateExpire, now);
    if (days === undefined) continue;
    const { token, hash } = createSecretToken();
    const queued = await app.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(jobExpiryReminders)
        .values({ jobId: candidate.id, daysBefore: days, dateExpire, tokenHash: hash })
        .onConflictDoNothing()
        .returning({ jobId: jobExpiryReminders.jobId });
      if (inserted.length === 0) return false;
      const job = await findJobById(tx, candidate.id);
      const poster = job?.ownerId == null ? undefined : await findUserById(tx, job.ownerId);
      if (!job || !poster) return false;
      const base = app.config.publicUrl;
      await enqueueMail(tx, {
        to: poster.email,
        subject:
          days === 1
            ? `Your listing expires tomorrow: ${job.position}`
            : `Your listing expires in ${days} days: ${job.position}`,
        template: expiryReminderTemplate,
        props: {
          position: job.position,
          companyName: job.companyName,
          days,
          expiresOn: formatSiteDate(dateExpire),
          jobUrl: `${base}/jobs/${job.id}/${job.slug}`,
          markFilledUrl: `${base}/mark-filled?token=${encodeURIComponent(token)}`,
          listingsUrl: `${base}/account/posters`,
        },
      });
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}
