import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/create-test-app.ts';
import { repoRoot } from '../../../config.ts';
import { resumeNewsletterSending } from '../../../modules/newsletter/newsletter-sending.ts';
import { queryRows } from '../../client.ts';
import { lastTuesday, seedContent } from './index.ts';

let t: TestApp;
const now = new Date('2026-11-24T15:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.db, now);
  await seedContent(t.db, now); // idempotent
});
afterAll(() => t.close());

async function count(table: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`,
  );
  return Number(row?.n ?? 0);
}

describe('demo content', () => {
  it('fills every content area once', async () => {
    expect({
      faqs: await count('faqs'),
      pricingSlides: await count('pricing_slides'),
      pages: await count('content_pages'),
      blog: await count('blog_posts'),
      issues: await count('newsletter_issues'),
      subscribers: await count('newsletter_subscribers'),
      testimonials: await count('testimonials'),
      wisdom: await count('words_of_wisdom'),
      tags: await count('education_tags'),
      establishments: await count('establishments'),
      press: await count('press_items'),
    }).toEqual({
      faqs: 16,
      pricingSlides: 4,
      pages: 13,
      blog: 12,
      issues: 30,
      subscribers: 48,
      testimonials: 16,
      wisdom: 26,
      tags: 6,
      establishments: 10,
      press: 6,
    });
  });

  it('shows each FAQ tab and the refund form, pages of wisdom and of the archive', async () => {
    for (const category of [3, 4, 5]) {
      const tab = (
        await t.app.inject({ url: `/api/faqs?category[]=/api/faq-categories/${category}` })
      ).json();
      expect(tab.totalItems).toBeGreaterThan(2);
    }
    const refund = (await t.app.inject({ url: '/api/faqs?category[]=4' })).json();
    expect(refund.member.filter((f: { refund_form: string }) => f.refund_form === 'yes')).toHaveLength(1);
    const wisdom = (await t.app.inject({ url: '/api/words-of-wisdom' })).json();
    expect(wisdom.view.next).toBeDefined();
    const archive = (await t.app.inject({ url: '/api/newsletter-issues/search' })).json();
    expect(archive).toMatchObject({ count: 30, has_more_items: true });
    expect(archive.items[0].date_added).toBe('2026-11-24T14:00:00+00:00');
    const guests = (await t.app.inject({ url: '/api/newsletter-issues/search?guest-post=1' })).json();
    expect(guests.count).toBe(7);
  });

  it('never mails the archive to the demo readers', async () => {
    expect(await resumeNewsletterSending(t.app)).toBe(0);
  });

  it('has an image on disk for every picture it names', async () => {
    const rows = await queryRows<{ path: string }>(
      t.db,
      sql`SELECT image AS path FROM blog_posts UNION ALL SELECT img_link FROM newsletter_issues
        UNION ALL SELECT image FROM words_of_wisdom UNION ALL SELECT image FROM alums
        UNION ALL SELECT image FROM press_items UNION ALL SELECT attachment FROM press_items
        UNION ALL SELECT image FROM content_pages`,
    );
    const paths = [...new Set(rows.map((r) => r.path).filter(Boolean))];
    expect(paths.length).toBeGreaterThan(50);
    const missing = paths.filter((p) => !existsSync(path.join(repoRoot, 'apps/web/public', p)));
    expect(missing).toEqual([]);
  });

  it('dates issues on Tuesdays', () => {
    expect(lastTuesday(new Date('2026-11-24T13:00:00Z')).toISOString()).toBe('2026-11-17T14:00:00.000Z');
    expect(lastTuesday(new Date('2026-11-26T08:00:00Z')).toISOString()).toBe('2026-11-24T14:00:00.000Z');
  });
});
