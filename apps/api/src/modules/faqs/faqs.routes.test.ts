import { eq } from 'drizzle-orm';
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
import { faqs, refundRequests } from './faqs.table.ts';

let t: TestApp;
let headers: Awaited<ReturnType<typeof staffAndUserHeaders>>;
let csrf: { cookie: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  headers = await staffAndUserHeaders(t.app, t.db);
  csrf = await csrfPair(t.app);
  const rows = [];
  for (let i = 0; i < 55; i++) {
    rows.push({
      categoryId: [3, 4, 5][i % 3] as number,
      question: `Question ${i}?`,
      answer: `<p>Answer ${i}</p>`,
      sortOrder: 100 - i,
      showInPricingPage: i < 4,
      sortOrderInPricingPage: 10 - i,
      refundForm: i === 0 ? ('yes' as const) : ('no' as const),
    });
  }
  await t.db.insert(faqs).values(rows);
});
afterAll(() => t.close());

interface Collection {
  totalItems: number;
  member: Array<Record<string, unknown>>;
  view?: Record<string, string>;
}

describe('GET /api/faqs', () => {
  it('pages 50 at a time and filters by category IRI (content 7)', async () => {
    const all = (await t.app.inject({ url: '/api/faqs' })).json() as Collection;
    expect(all.totalItems).toBe(55);
    expect(all.member).toHaveLength(50);
    expect(all.view?.next).toBe('/api/faqs?page=2');
    const seekers = (
      await t.app.inject({ url: '/api/faqs?page=1&pageSize=50&category%5B%5D=/api/faq-categories/3' })
    ).json() as Collection;
    expect(seekers.totalItems).toBe(19);
    expect(seekers.member.every((m) => m.category === '/api/faq-categories/3')).toBe(true);
    // Within a category, by sort order.
    const orders = seekers.member.map((m) => m.sort_order as number);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(seekers.member[0]).toMatchObject({ '@type': 'Faq', special_question: 'no' });
    const two = (
      await t.app.inject({ url: '/api/faqs?category[]=4&category[]=/api/faq-categories/5' })
    ).json() as Collection;
    expect(two.totalItems).toBe(36);
  });

  it('lists the pricing page questions in their own order', async () => {
    const pricing = (await t.app.inject({ url: '/api/faqs?show_in_pricing_page=1' })).json() as Collection;
    expect(pricing.member.map((m) => m.question)).toEqual([
      'Question 3?',
      'Question 2?',
      'Question 1?',
      'Question 0?',
    ]);
    expect(pricing.member[3]).toMatchObject({ refund_form: 'yes', show_in_pricing_page: true });
  });

  it('serves the categories 3, 4 and 5 and one question by id', async () => {
    const categories = (await t.app.inject({ url: '/api/faq-categories' })).json() as Collection;
    expect(categories.member.map((c) => [c.id, c.name])).toEqual([
      [3, 'Job Seekers'],
      [4, 'Job Posters'],
      [5, 'Everyone'],
    ]);
    const one = await t.app.inject({ url: '/api/faq-categories/4' });
    expect(one.json()).toMatchObject({
      '@context': '/api/contexts/FaqCategory',
      '@id': '/api/faq-categories/4',
    });
    expect((await t.app.inject({ url: '/api/faqs/999999' })).statusCode).toBe(404);
  });
});

describe('staff writes', () => {
  it('are refused to guests (401) and users (403)', async () => {
    const body = { question: 'Q?', answer: 'A', category: '/api/faq-categories/3' };
    expect((await t.app.inject({ method: 'POST', url: '/api/faqs', payload: body })).statusCode).toBe(401);
    const asUser = await t.app.inject({
      method: 'POST',
      url: '/api/faqs',
      payload: body,
      headers: headers.user,
    });
    expect(asUser.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/faqs/1', headers: headers.user })).statusCode,
    ).toBe(403);
  });

  it('create, edit and delete a question, its answer sanitised', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/faqs',
      headers: headers.staff,
      payload: {
        question: 'How long does a listing stay up?',
        answer: '<p onclick="x()">Thirty days.</p><script>alert(1)</script><a href="/pricing">Pricing</a>',
        category: '/api/faq-categories/4',
        show_in_pricing_page: true,
      },
    });
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(created.headers.location).toBe(item['@id']);
    expect(item.answer).toBe('<p>Thirty days.</p><a href="/pricing">Pricing</a>');
    expect(item).toMatchObject({
      category: '/api/faq-categories/4',
      refund_form: 'no',
      show_in_pricing_page: true,
    });

    const patched = await t.app.inject({
      method: 'PATCH',
      url: item['@id'],
      headers: { ...headers.staff, ...MERGE_PATCH },
      payload: { refund_form: 'yes', category: 5 },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      refund_form: 'yes',
      category: '/api/faq-categories/5',
      question: item.question,
    });

    const plainJson = await t.app.inject({
      method: 'PATCH',
      url: item['@id'],
      headers: headers.staff,
      payload: {},
    });
    expect(plainJson.statusCode).toBe(415);

    expect(
      (await t.app.inject({ method: 'DELETE', url: item['@id'], headers: headers.staff })).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ url: item['@id'] })).statusCode).toBe(404);
  });

  it('put a question saved without a sort order after the others, never first (decision 058)', async () => {
    const seekers = async () =>
      ((await t.app.inject({ url: '/api/faqs?category[]=3&pageSize=100' })).json() as Collection).member.map(
        (m) => m.question,
      );
    const post = async (extra: Record<string, unknown>, question: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/faqs',
        headers: headers.staff,
        payload: { question, answer: '<p>A</p>', category: 3, show_in_pricing_page: true, ...extra },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as Record<string, unknown> & { '@id': string };
    };
    // Absent (a form that leaves it out) and null (a form whose number field was emptied).
    const absent = await post({}, 'No order given?');
    const empty = await post({ sort_order: null, sort_order_in_pricing_page: null }, 'Order emptied?');
    expect(absent.sort_order).toBe(101);
    expect(empty.sort_order).toBe(102);
    expect((await seekers()).slice(-2)).toEqual(['No order given?', 'Order emptied?']);
    const pricing = (await t.app.inject({ url: '/api/faqs?show_in_pricing_page=1' })).json() as Collection;
    expect(pricing.member.map((m) => m.question).slice(-2)).toEqual(['No order given?', 'Order emptied?']);
    // Staff can still put one first with a number; emptying it again sends it to the end.
    const first = await t.app.inject({
      method: 'PATCH',
      url: absent['@id'],
      headers: { ...headers.staff, ...MERGE_PATCH },
      payload: { sort_order: 0 },
    });
    expect(first.json().sort_order).toBe(0);
    expect((await seekers())[0]).toBe('No order given?');
    const last = await t.app.inject({
      method: 'PATCH',
      url: absent['@id'],
      headers: { ...headers.staff, ...MERGE_PATCH },
      payload: { sort_order: null },
    });
    expect(last.statusCode).toBe(200);
    expect(last.json().sort_order).toBe(103);
    expect((await seekers()).slice(-2)).toEqual(['Order emptied?', 'No order given?']);
    for (const item of [absent, empty]) {
      await t.app.inject({ method: 'DELETE', url: item['@id'], headers: headers.staff });
    }
  });

  it('answers 422 with messages and 400 for a category that does not exist', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/faqs',
      headers: headers.staff,
      payload: { question: '', answer: 'x', category: 3 },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'question', message: 'Must be 1 or more characters long' }),
    ]);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/faqs',
      headers: headers.staff,
      payload: { question: 'Q?', answer: 'A', category: '/api/faq-categories/99' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe('Invalid IRI "/api/faq-categories/99"');
  });

  it('keep a category that still has questions', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/faq-categories/3',
      headers: headers.staff,
    });
    expect(response.statusCode).toBe(409);
  });
});

function postRefund(fields: Record<string, string>, remoteAddress = nextAddress(), cookie = csrf.cookie) {
  return t.app.inject({
    method: 'POST',
    url: '/api/refund-requests',
    remoteAddress,
    headers: FORM_HEADERS,
    cookies: cookie ? { csrf: cookie } : {},
    payload: formBody(fields),
  });
}

const validRefund = () => ({
  name: 'Rosa Baker',
  email: 'rosa@example.org',
  message: 'I posted the same job twice by mistake.',
  _token: csrf.token,
});

describe('POST /api/refund-requests (the FAQ refund form)', () => {
  it('stores the request and emails the staff mailbox with Reply-To the visitor', async () => {
    const [faq] = await t.db.select().from(faqs).where(eq(faqs.refundForm, 'yes'));
    const response = await postRefund({ ...validRefund(), faq: `/api/faqs/${faq?.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const [stored] = await t.db
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.email, 'rosa@example.org'));
    expect(stored).toMatchObject({ name: 'Rosa Baker', faqId: faq?.id, status: 'new' });
    const mail = await lastMailTo(t.db, 'hello@goodfoodjobs.local');
    expect(mail?.subject).toBe('Refund request from Rosa Baker');
    expect(mail?.headers).toEqual({ 'Reply-To': 'rosa@example.org' });
    expect(mail?.text).toContain('I posted the same job twice by mistake.');

    const list = await t.app.inject({ url: '/api/refund-requests?status=new', headers: headers.staff });
    expect(list.json().member[0]).toMatchObject({ '@type': 'RefundRequest', email: 'rosa@example.org' });
    expect((await t.app.inject({ url: '/api/refund-requests' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/refund-requests', headers: headers.user })).statusCode).toBe(403);
    const handled = await t.app.inject({
      method: 'PATCH',
      url: `/api/refund-requests/${stored?.id}`,
      headers: { ...headers.staff, ...MERGE_PATCH },
      payload: { status: 'handled' },
    });
    expect(handled.json()).toMatchObject({ status: 'handled' });
  });

  it('answers the spec’s messages as 422 violations', async () => {
    const response = await postRefund({
      name: 'Al',
      email: 'not-an-email',
      message: 'hi',
      _token: csrf.token,
    });
    expect(response.statusCode).toBe(422);
    expect(
      response
        .json()
        .violations.map((v: { propertyPath: string; message: string }) => [v.propertyPath, v.message]),
    ).toEqual([
      ['name', 'Must be 3 or more characters long'],
      ['email', 'Invalid email'],
      ['message', 'Must be 3 or more characters long'],
    ]);
    const long = await postRefund({ ...validRefund(), message: 'x'.repeat(10001) });
    expect(long.json().violations[0].message).toBe('Must be 10000 or fewer characters long');
  });

  it('refuses a missing CSRF token (403), a filled honeypot (400), and too many posts (429)', async () => {
    expect((await postRefund(validRefund(), nextAddress(), '')).statusCode).toBe(403);
    expect((await postRefund({ ...validRefund(), website: 'spam' })).statusCode).toBe(400);
    const address = nextAddress();
    const codes = [];
    for (let i = 0; i < 6; i++)
      codes.push((await postRefund({ ...validRefund(), email: `r${i}@example.org` }, address)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
