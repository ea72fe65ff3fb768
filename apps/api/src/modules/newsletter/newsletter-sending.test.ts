import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { queryRows } from '../../db/client.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { newsletterSendingSchedule } from './newsletter.schedules.ts';
import { newsletterDeliveries, newsletterIssues, newsletterSubscribers } from './newsletter.table.ts';
import { publishIssue, resumeNewsletterSending, sendIssueBatches } from './newsletter-sending.ts';

let t: TestApp;
const READERS = 11;

beforeAll(async () => {
  t = await createTestApp();
  const confirmedAt = new Date(Date.now() - 60_000);
  await t.db.insert(newsletterSubscribers).values([
    ...Array.from({ length: READERS }, (_, i) => ({
      email: `reader${i}@example.org`,
      status: 'confirmed' as const,
      confirmedAt,
    })),
    { email: 'pending@example.org', status: 'pending' },
    { email: 'gone@example.org', status: 'unsubscribed', confirmedAt },
  ]);
});
afterAll(() => t.close());

async function newIssue(title: string) {
  const [row] = await t.db
    .insert(newsletterIssues)
    .values({ title, slug: title.toLowerCase().replaceAll(' ', '-'), content: `<p>${title}</p>` })
    .returning();
  if (!row) throw new Error('no issue');
  const published = await publishIssue(t.app, row.id);
  if (!published) throw new Error('not published');
  return published;
}

async function mailsPerRecipient(subject: string): Promise<Map<string, number>> {
  const rows = await t.db
    .select({ to: mailOutbox.to })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.template, 'newsletter-issue'), eq(mailOutbox.subject, subject)));
  const counts = new Map<string, number>();
  for (const { to } of rows) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
}

class SimulatedCrash extends Error {}

describe('batched sending', () => {
  it('resumes after a crash mid-batch and between batches without sending anyone the issue twice', async () => {
    const issue = await newIssue('Crash and resume');
    let batches = 0;
    // Batch 1 commits; the process "dies" while batch 2 is being written (its transaction rolls back).
    await expect(
      sendIssueBatches(t.app, issue.id, {
        batchSize: 4,
        beforeCommit: async () => {
          batches += 1;
          if (batches === 2) throw new SimulatedCrash('power cut');
        },
      }),
    ).rejects.toBeInstanceOf(SimulatedCrash);
    let counts = await mailsPerRecipient('Crash and resume');
    expect([...counts.values()]).toEqual([1, 1, 1, 1]);

    // A restart sends one more batch and stops (another crash, between batches).
    const partial = await sendIssueBatches(t.app, issue.id, { batchSize: 4, maxBatches: 1 });
    expect(partial).toEqual({ queued: 4, finished: false });

    // The schedule finishes the rest.
    const before = await t.db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issue.id));
    expect(before[0]?.sentAt).toBeNull();
    await newsletterSendingSchedule.run(t.app);
    counts = await mailsPerRecipient('Crash and resume');
    expect(counts.size).toBe(READERS);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(counts.has('pending@example.org')).toBe(false);
    expect(counts.has('gone@example.org')).toBe(false);
    const [after] = await t.db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issue.id));
    expect(after?.sentAt).not.toBeNull();
    // Every delivery row points at its queued email.
    const [missing] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM newsletter_deliveries WHERE issue_id = ${issue.id} AND mail_id IS NULL`,
    );
    expect(missing?.n).toBe(0);

    // Running again changes nothing.
    expect(await resumeNewsletterSending(t.app)).toBe(0);
    expect(await sendIssueBatches(t.app, issue.id)).toEqual({ queued: 0, finished: true });
    expect((await mailsPerRecipient('Crash and resume')).size).toBe(READERS);
  });

  it('two senders at once share the list without duplicates', async () => {
    const issue = await newIssue('Two senders');
    const results = await Promise.all([
      sendIssueBatches(t.app, issue.id, { batchSize: 3 }),
      sendIssueBatches(t.app, issue.id, { batchSize: 3 }),
    ]);
    expect(results[0].queued + results[1].queued).toBe(READERS);
    const counts = await mailsPerRecipient('Two senders');
    expect(counts.size).toBe(READERS);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const deliveries = await t.db
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.issueId, issue.id));
    expect(deliveries).toHaveLength(READERS);
  });

  it('sends only to those confirmed before the sending started, and never an unpublished draft', async () => {
    const [draft] = await t.db
      .insert(newsletterIssues)
      .values({ title: 'Draft', slug: 'a-draft', content: '<p>x</p>' })
      .returning();
    expect(await sendIssueBatches(t.app, draft?.id ?? 0)).toEqual({ queued: 0, finished: false });
    const issue = await newIssue('Latecomers');
    await t.db
      .insert(newsletterSubscribers)
      .values({ email: 'late@example.org', status: 'confirmed', confirmedAt: new Date(Date.now() + 60_000) });
    await sendIssueBatches(t.app, issue.id);
    const counts = await mailsPerRecipient('Latecomers');
    expect(counts.has('late@example.org')).toBe(false);
    expect(counts.size).toBe(READERS);
  });
});
