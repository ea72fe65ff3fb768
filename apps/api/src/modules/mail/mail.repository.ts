import { and, desc, eq, sql } from 'drizzle-orm';
import { type Db, type DbExecutor, queryRows } from '../../db/client.ts';
import { type MailAttachment, mailOutbox } from './mail.table.ts';

export interface NewMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  template: string;
  headers: Record<string, string>;
  attachments: MailAttachment[];
}

export async function insertMail(db: DbExecutor, mail: NewMail): Promise<number> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail_outbox insert returned nothing');
  return row.id;
}

/** Messages still to be sent: due now, retrying later, or being sent (metrics). */
export async function countQueuedMail(db: Db): Promise<number> {
  const [row] = await queryRows<{ queued: number | string }>(
    db,
    sql`SELECT count(*) AS queued FROM mail_outbox WHERE status = 'queued'`,
  );
  return Number(row?.queued ?? 0);
}

export interface ClaimedMail {
  id: number;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  attachments: MailAttachment[];
  attempts: number;
}

/**
 * Claims due messages: SKIP LOCKED lets several workers share the queue, and the lease
 * (next_attempt_at pushed forward) means a crash mid-send only delays the message.
 */
export async function claimDueMail(db: Db, limit: number, leaseSeconds: number): Promise<ClaimedMail[]> {
  return queryRows<ClaimedMail>(
    db,
    sql`UPDATE mail_outbox SET attempts = attempts + 1,
          next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
        WHERE id IN (
          SELECT id FROM mail_outbox
          WHERE status = 'queued' AND next_attempt_at <= now()
          ORDER BY id LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)
        RETURNING id, "to", subject, html, text, headers, attachments, attempts`,
  );
}

export async function markMail(
  db: Db,
  id: number,
  status: 'sent' | 'kept' | 'failed',
  lastError: string | null = null,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status, lastError, sentAt: status === 'failed' ? null : sql`now()` })
    .where(eq(mailOutbox.id, id));
}

export async function scheduleRetry(
  db: Db,
  id: number,
  delaySeconds: number,
  lastError: string,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ lastError, nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})` })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'queued')));
}

export function listMail(db: Db, limit = 200) {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}

export async function findMail(db: Db, id: number) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}
