import { and, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { type Db, type DbExecutor, queryRows } from '../../db/client.ts';
import type { UniqueField } from '../../db/unique-values.ts';
import { newsletterDeliveries, newsletterIssues, newsletterSubscribers } from './newsletter.table.ts';

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;
export type IssueRow = typeof newsletterIssues.$inferSelect;
export type NewIssueRow = typeof newsletterIssues.$inferInsert;

// Subscribers.

export async function findSubscriberByEmail(
  db: DbExecutor,
  email: string,
): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`);
  return row;
}

export async function findSubscriber(db: DbExecutor, id: number): Promise<SubscriberRow | undefined> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
  return row;
}

/** A new pending subscriber, or the existing one made pending again with a new token. */
export async function upsertPendingSubscriber(
  db: DbExecutor,
  email: string,
  tokenHash: string,
): Promise<SubscriberRow> {
  const existing = await findSubscriberByEmail(db, email);
  const values = {
    status: 'pending' as const,
    confirmTokenHash: tokenHash,
    confirmSentAt: new Date(),
    unsubscribedAt: null,
  };
  if (existing) {
    const [row] = await db
      .update(newsletterSubscribers)
      .set(values)
      .where(eq(newsletterSubscribers.id, existing.id))
      .returning();
    if (!row) throw new Error('newsletter_subscribers update returned nothing');
    return row;
  }
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ email, ...values })
    .returning();
  if (!row) throw new Error('newsletter_subscribers insert returned nothing');
  return row;
}

/** Confirms the pending subscriber holding this token (sent after `since`); spends the token. */
export async function confirmSubscriberByToken(db: DbExecutor, tokenHash: string, since: Date) {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: 'confirmed', confirmedAt: new Date(), confirmTokenHash: null })
    .where(
      and(
        eq(newsletterSubscribers.confirmTokenHash, tokenHash),
        eq(newsletterSubscribers.status, 'pending'),
        sql`${newsletterSubscribers.confirmSentAt} > ${since.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  return row;
}

export async function unsubscribeSubscriber(db: DbExecutor, id: number): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: new Date(), confirmTokenHash: null })
    .where(and(eq(newsletterSubscribers.id, id), ne(newsletterSubscribers.status, 'unsubscribed')))
    .returning();
  return row;
}

export async function listSubscribers(
  db: Db,
  statuses: SubscriberRow['status'][],
  limit: number,
  offset: number,
) {
  const where = statuses.length > 0 ? inArray(newsletterSubscribers.status, statuses) : undefined;
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(where)
    .orderBy(desc(newsletterSubscribers.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(newsletterSubscribers).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function deleteSubscriber(db: DbExecutor, id: number): Promise<boolean> {
  const removed = await db
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .returning({ id: newsletterSubscribers.id });
  return removed.length > 0;
}

// Issues.

export interface IssueFilters {
  statuses: IssueRow['status'][];
  keywords?: string;
  guestOnly?: boolean;
  slug?: string;
}

/** `%`, `_` and `\` typed by a visitor match themselves, not any text. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function issueWhere(filters: IssueFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [inArray(newsletterIssues.status, filters.statuses)];
  if (filters.guestOnly) conditions.push(eq(newsletterIssues.guestPost, true));
  if (filters.slug) conditions.push(eq(newsletterIssues.slug, filters.slug));
  if (filters.keywords) {
    const pattern = likePattern(filters.keywords);
    conditions.push(or(ilike(newsletterIssues.title, pattern), ilike(newsletterIssues.content, pattern)));
  }
  return and(...conditions);
}

/**
 * Newest first by publication date; staff's drafts (undated) first of all, so a draft just
 * written is at the top of the back office's list rather than on its last page.
 */
export async function listIssues(db: Db, filters: IssueFilters, limit: number, offset: number) {
  const where = issueWhere(filters);
  const rows = await db
    .select()
    .from(newsletterIssues)
    .where(where)
    .orderBy(sql`${newsletterIssues.dateAdded} DESC NULLS FIRST`, desc(newsletterIssues.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(newsletterIssues).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findIssue(db: DbExecutor, id: number): Promise<IssueRow | undefined> {
  const [row] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  return row;
}

/** An issue's address: one issue each. */
export const NEWSLETTER_ISSUE_SLUG: UniqueField = {
  field: 'slug',
  column: newsletterIssues.slug,
  id: newsletterIssues.id,
  index: 'newsletter_issues_slug_idx',
};

export async function isIssueSlugTaken(db: DbExecutor, slug: string, exceptId?: number): Promise<boolean> {
  const condition =
    exceptId === undefined
      ? eq(newsletterIssues.slug, slug)
      : and(eq(newsletterIssues.slug, slug), ne(newsletterIssues.id, exceptId));
  const [row] = await db.select({ id: newsletterIssues.id }).from(newsletterIssues).where(condition).limit(1);
  return row !== undefined;
}

export async function insertIssue(db: DbExecutor, values: NewIssueRow): Promise<IssueRow> {
  const [row] = await db.insert(newsletterIssues).values(values).returning();
  if (!row) throw new Error('newsletter_issues insert returned nothing');
  return row;
}

export async function updateIssue(db: DbExecutor, id: number, values: Partial<NewIssueRow>) {
  const [row] = await db
    .update(newsletterIssues)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(newsletterIssues.id, id))
    .returning();
  return row;
}

export async function deleteIssue(db: DbExecutor, id: number): Promise<boolean> {
  return (
    (
      await db
        .delete(newsletterIssues)
        .where(eq(newsletterIssues.id, id))
        .returning({ id: newsletterIssues.id })
    ).length > 0
  );
}

export async function countDeliveries(db: DbExecutor, issueId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.issueId, issueId));
  return Number(row?.n ?? 0);
}

/** Published issues whose sending started and has not finished (after a crash or a restart). */
export async function listUnfinishedSends(db: Db): Promise<IssueRow[]> {
  return db
    .select()
    .from(newsletterIssues)
    .where(
      and(
        eq(newsletterIssues.status, 'published'),
        sql`${newsletterIssues.sendingStartedAt} IS NOT NULL`,
        isNull(newsletterIssues.sentAt),
      ),
    );
}

// Deliveries.

export interface Recipient {
  id: number;
  email: string;
}

/**
 * Claims the next recipients of an issue: confirmed (before the sending started) and not served
 * yet. The delivery rows are the claim: inserted with ON CONFLICT DO NOTHING, so of two senders at
 * once only one gets each subscriber, and a subscriber served before a crash is never returned.
 */
export async function claimRecipients(
  db: DbExecutor,
  issueId: number,
  startedAt: Date,
  limit: number,
): Promise<Recipient[]> {
  const rows = await queryRows<Recipient>(
    db as Db,
    sql`WITH next AS (
          SELECT s.id FROM newsletter_subscribers s
          WHERE s.status = 'confirmed' AND s.confirmed_at <= ${startedAt.toISOString()}::timestamptz
            AND NOT EXISTS (SELECT 1 FROM newsletter_deliveries d
              WHERE d.issue_id = ${issueId} AND d.subscriber_id = s.id)
          ORDER BY s.id LIMIT ${limit}),
        claimed AS (
          INSERT INTO newsletter_deliveries (issue_id, subscriber_id)
          SELECT ${issueId}, id FROM next
          ON CONFLICT DO NOTHING
          RETURNING subscriber_id)
        SELECT s.id, s.email FROM newsletter_subscribers s JOIN claimed c ON c.subscriber_id = s.id
        ORDER BY s.id`,
  );
  return rows.map((r) => ({ id: Number(r.id), email: r.email }));
}

/** Whether any recipient of the issue is still unserved (a fresh look, after a claim came back empty). */
export async function hasUnservedRecipients(
  db: DbExecutor,
  issueId: number,
  startedAt: Date,
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db as Db,
    sql`SELECT s.id FROM newsletter_subscribers s
        WHERE s.status = 'confirmed' AND s.confirmed_at <= ${startedAt.toISOString()}::timestamptz
          AND NOT EXISTS (SELECT 1 FROM newsletter_deliveries d
            WHERE d.issue_id = ${issueId} AND d.subscriber_id = s.id)
        LIMIT 1`,
  );
  return rows.length > 0;
}

export async function setDeliveryMail(db: DbExecutor, issueId: number, subscriberId: number, mailId: number) {
  await db
    .update(newsletterDeliveries)
    .set({ mailId })
    .where(
      and(eq(newsletterDeliveries.issueId, issueId), eq(newsletterDeliveries.subscriberId, subscriberId)),
    );
}
