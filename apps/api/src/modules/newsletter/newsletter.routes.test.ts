import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FORM_HEADERS,
  formBody,
  MERGE_PATCH,
  nextAddress,
  staffAndUserHeaders,
} from '../../../test/content.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { csrfPair, lastMailTo } from '../auth/test-session.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { newsletterIssues, newsletterSubscribers } from './newsletter.table.ts';
import { signNewsletterUnsubscribe } from './unsubscribe-link.ts';

let t: TestApp;
let csrf: { cookie: string; token: string };
let headers: Awaited<ReturnType<typeof staffAndUserHeaders>>;

beforeAll(async () => {
  t = await createTestApp();
  csrf = await csrfPair(t.app);
  headers = await staffAndUserHeaders(t.app, t.db);
});
afterAll(() => t.close());

function post(url: string, fields: Record<string, string>, remoteAddress = nextAddress()) {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: FORM_HEADERS,
    cookies: { csrf: csrf.cookie },
    payload: formBody({ _token: csrf.token, ...fields }),
  });
}

const violations = (response: { json(): unknown }) =>
  (response.json() as { violations: Array<{ propertyPath: string; message: string }> }).violations.map(
    (v) => [v.propertyPath, v.message],
  );

function tokenIn(text: string | undefined): string {
  const match = text?.match(/\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error('no confirmation link in the email');
  return match[1];
}

describe('subscribe, confirm and unsubscribe (double opt-in)', () => {
  it('keeps a new address pending until the emailed link confirms it', async () => {
    const first = await post('/api/newsletter/subscribe', { email: 'Olive@Example.org' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, subscriber_exist: false });
    const [pending] = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'Olive@Example.org'));
    expect(pending?.status).toBe('pending');
    const mail = await lastMailTo(t.db, 'Olive@Example.org');
    expect(mail?.subject).toBe('Please confirm your Good Food Jobs newsletter subscription');
    const token = tokenIn(mail?.text);

    // Pending is not yet on the list: subscribing again just sends a new link.
    const again = await post('/api/newsletter/subscribe', { email: 'olive@example.org' });
    expect(again.json()).toEqual({ success: true, subscriber_exist: false });
    const newToken = tokenIn((await lastMailTo(t.db, 'Olive@Example.org'))?.text);
    expect(newToken).not.toBe(token);
    // The first link was replaced.
    const old = await t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });
    expect(old.statusCode).toBe(400);
    expect(old.json().detail).toBe('This link is not valid or has already been used.');

    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      payload: { token: newToken },
    });
    expect(confirmed.json()).toEqual({ success: true, message: 'Thanks for joining us!' });
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      payload: { token: newToken },
    });
    expect(reused.statusCode).toBe(400);

    const exists = await post('/api/newsletter/subscribe', { email: 'OLIVE@example.org' });
    expect(exists.json()).toEqual({ success: false, subscriber_exist: true });

    const bye = await post('/api/newsletter/unsubscribe', {
      email: 'olive@example.org',
      email_confirm: 'olive@example.org',
    });
    expect(bye.json()).toEqual({ success: true, subscriber_not_exist: false });
    const gone = await post('/api/newsletter/unsubscribe', {
      email: 'olive@example.org',
      email_confirm: 'olive@example.org',
    });
    expect(gone.json()).toEqual({ success: false, subscriber_not_exist: true });
    const never = await post('/api/newsletter/unsubscribe', {
      email: 'nobody@example.org',
      email_confirm: 'nobody@example.org',
    });
    expect(never.json()).toEqual({ success: false, subscriber_not_exist: true });
  });

  it('answers the spec’s messages (content 5)', async () => {
    expect(violations(await post('/api/newsletter/subscribe', { email: 'ab' }))).toEqual([
      ['email', 'Must be 3 or more characters long'],
    ]);
    expect(
      violations(await post('/api/newsletter/subscribe', { email: `${'a'.repeat(40)}@example.org` })),
    ).toEqual([['email', 'Must be 50 or fewer characters long']]);
    expect(violations(await post('/api/newsletter/subscribe', { email: 'not-an-email' }))).toEqual([
      ['email', 'Invalid email'],
    ]);
    const mismatch = await post('/api/newsletter/unsubscribe', {
      email: 'a@example.org',
      email_confirm: 'b@example.org',
    });
    expect(violations(mismatch)).toEqual([['email_confirm', "Emails don't match"]]);
    const long = `${'a'.repeat(90)}@example.org`;
    expect(
      violations(await post('/api/newsletter/unsubscribe', { email: long, email_confirm: long })),
    ).toEqual([
      ['email', 'Must be 100 or fewer characters long'],
      ['email_confirm', 'Must be 100 or fewer characters long'],
    ]);
  });

  it('refuses a missing CSRF token and a honeypot; limits confirmation emails per address', async () => {
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: FORM_HEADERS,
      payload: formBody({ email: 'x@example.org' }),
    });
    expect(noToken.statusCode).toBe(403);
    expect(
      (await post('/api/newsletter/subscribe', { email: 'bot@example.org', website: 'x' })).statusCode,
    ).toBe(400);
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push((await post('/api/newsletter/subscribe', { email: 'flood@example.org' })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('unsubscribes with the signed one-click link (RFC 8058)', async () => {
    const [row] = await t.db
      .insert(newsletterSubscribers)
      .values({ email: 'click@example.org', status: 'confirmed', confirmedAt: new Date() })
      .returning();
    const token = signNewsletterUnsubscribe(t.app.config.jwtSecret, row?.id ?? 0);
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe-link?token=${row?.id}.forgedforgedforgedforged`,
    });
    expect(forged.statusCode).toBe(404);
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe-link?token=${token}`,
      headers: FORM_HEADERS,
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.json()).toEqual({
      success: true,
      message: 'You have been unsubscribed. We will miss you!',
    });
    const [after] = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, row?.id ?? 0));
    expect(after?.status).toBe('unsubscribed');
  });
});

describe('the archive search', () => {
  beforeAll(async () => {
    const day = 24 * 60 * 60 * 1000;
    const base = Date.UTC(2026, 10, 20);
    await t.db.insert(newsletterIssues).values(
      Array.from({ length: 30 }, (_, i) => ({
        title: i % 5 === 0 ? `Guest letter ${i}: seed saving` : `Weekly harvest ${i}`,
        slug: `issue-${i}`,
        content: i === 7 ? '<p>All about sourdough.</p>' : '<p>Jobs and stories.</p>',
        guestPost: i % 5 === 0,
        imgLink: '/demo/newsletter/newsletter-1.svg',
        status: 'published' as const,
        dateAdded: new Date(base - i * 7 * day),
      })),
    );
    await t.db
      .insert(newsletterIssues)
      .values({ title: 'Draft sourdough', slug: 'draft', content: 'sourdough', status: 'draft' });
  });

  it('pages 12 at a time, newest first, and loads every earlier page at once on reload', async () => {
    const first = (await t.app.inject({ url: '/api/newsletter-issues/search?page=1&pageSize=12' })).json();
    expect(first).toMatchObject({
      count: 30,
      page: 1,
      has_more_items: true,
      search_results_display_text: '30 newsletters',
    });
    expect(first.items).toHaveLength(12);
    expect(first.items[0]).toEqual({
      id: expect.any(Number),
      title: 'Guest letter 0: seed saving',
      slug: 'issue-0',
      guest_post: true,
      img_link: '/demo/newsletter/newsletter-1.svg',
      item_url: '/newsletter/issue-0',
      date_added: '2026-11-20T00:00:00+00:00',
    });
    const third = (await t.app.inject({ url: '/api/newsletter-issues/search?page=3' })).json();
    expect(third.items).toHaveLength(6);
    expect(third.has_more_items).toBe(false);
    const reload = (await t.app.inject({ url: '/api/newsletter-issues/search?page=1&pageSize=36' })).json();
    expect(reload.items).toHaveLength(30);
  });

  it('filters by keywords in the title or content and by guest writers', async () => {
    const sourdough = (
      await t.app.inject({ url: '/api/newsletter-issues/search?keywords=sourdough' })
    ).json();
    expect(sourdough.items.map((i: { slug: string }) => i.slug)).toEqual(['issue-7']);
    expect(sourdough.search_results_display_text).toBe('1 newsletter for “sourdough”');
    // A direction override read as a space: echoed, it moved the closing quote before the words.
    const reversed = (
      await t.app.inject({ url: '/api/newsletter-issues/search?keywords=%E2%80%AEsourdough' })
    ).json();
    expect(reversed.search_results_display_text).toBe('1 newsletter for “sourdough”');
    const guests = (await t.app.inject({ url: '/api/newsletter-issues/search?guest-post=1' })).json();
    expect(guests.count).toBe(6);
    expect(guests.search_results_display_text).toBe('6 guest posts');
    const wildcard = (await t.app.inject({ url: '/api/newsletter-issues/search?keywords=%25' })).json();
    expect(wildcard.count).toBe(0);
    expect((await t.app.inject({ url: '/api/newsletter-issues/search?page=0' })).statusCode).toBe(400);
  });

  it('finds an issue by slug; drafts are for staff only', async () => {
    const bySlug = (await t.app.inject({ url: '/api/newsletter-issues?slug=issue-7' })).json();
    expect(bySlug.member[0]).toMatchObject({
      '@type': 'NewsletterIssue',
      content: '<p>All about sourdough.</p>',
    });
    const [draft] = await t.db.select().from(newsletterIssues).where(eq(newsletterIssues.slug, 'draft'));
    expect((await t.app.inject({ url: `/api/newsletter-issues/${draft?.id}` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/newsletter-issues/${draft?.id}`, headers: headers.user })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/newsletter-issues/${draft?.id}`, headers: headers.staff })).statusCode,
    ).toBe(200);
    const staffDrafts = (
      await t.app.inject({ url: '/api/newsletter-issues?status[]=draft', headers: headers.staff })
    ).json();
    expect(staffDrafts.member.map((m: { slug: string }) => m.slug)).toEqual(['draft']);
    // Staff's whole list puts the undated draft first, not on its last page.
    const all = (
      await t.app.inject({
        url: '/api/newsletter-issues?status[]=draft&status[]=published&pageSize=3',
        headers: headers.staff,
      })
    ).json();
    expect(all.member[0].slug).toBe('draft');
    expect(all.totalItems).toBeGreaterThan(3);
  });
});

describe('staff write and publish an issue', () => {
  it('publishing adds it to the archive and emails confirmed subscribers once, with List-Unsubscribe', async () => {
    await t.db.insert(newsletterSubscribers).values([
      { email: 'reader1@example.org', status: 'confirmed', confirmedAt: new Date(Date.now() - 1000) },
      { email: 'reader2@example.org', status: 'confirmed', confirmedAt: new Date(Date.now() - 1000) },
      { email: 'waiting@example.org', status: 'pending' },
      { email: 'left@example.org', status: 'unsubscribed' },
    ]);
    const body = {
      title: 'Tomato season',
      content: '<p>Big news <img src=x onerror=alert(1)> from the fields.</p>',
      guest_post: true,
    };
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/newsletter-issues',
          payload: body,
          headers: headers.user,
        })
      ).statusCode,
    ).toBe(403);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter-issues',
      payload: body,
      headers: headers.staff,
    });
    expect(created.statusCode).toBe(201);
    const issue = created.json();
    expect(issue).toMatchObject({ status: 'draft', slug: 'tomato-season', recipients_count: 0 });
    expect(issue.content).toBe('<p>Big news <img src="x" loading="lazy" /> from the fields.</p>');
    const edited = await t.app.inject({
      method: 'PATCH',
      url: issue['@id'],
      headers: { ...headers.staff, ...MERGE_PATCH },
      payload: { content: '<p>Big news from the fields.</p>' },
    });
    expect(edited.json().content).toBe('<p>Big news from the fields.</p>');

    expect((await t.app.inject({ method: 'POST', url: `${issue['@id']}/publish` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: `${issue['@id']}/publish`, headers: headers.user }))
        .statusCode,
    ).toBe(403);
    const published = await t.app.inject({
      method: 'POST',
      url: `${issue['@id']}/publish`,
      headers: headers.staff,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      status: 'published',
      recipients_count: 2,
      sent_at: expect.any(String),
    });
    const again = await t.app.inject({
      method: 'POST',
      url: `${issue['@id']}/publish`,
      headers: headers.staff,
    });
    expect(again.statusCode).toBe(409);
    // An answer generated clients are told of.
    const openapi = (await t.app.inject({ url: '/api/docs.jsonopenapi' })).json();
    expect(openapi.paths['/api/newsletter-issues/{id}/publish'].post.responses['409']).toMatchObject({
      content: { 'application/problem+json': expect.anything() },
    });

    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, 'newsletter-issue'), eq(mailOutbox.subject, 'Tomato season')));
    expect(mails.map((m) => m.to).sort()).toEqual(['reader1@example.org', 'reader2@example.org']);
    const mail = mails[0];
    expect(mail?.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/newsletter\/unsubscribe-link\?token=\d+\.[\w-]+>$/,
    );
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.html).toContain('<p>Big news from the fields.</p>');

    const archive = (await t.app.inject({ url: '/api/newsletter-issues/search?keywords=tomato' })).json();
    expect(archive.items.map((i: { title: string }) => i.title)).toEqual(['Tomato season']);
  });
});
