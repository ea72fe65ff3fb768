import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAndUserHeaders } from '../../../test/content.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { caller } from '../../../test/posting-helpers.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
});
afterAll(() => t.close());

describe('/api/pricing-slides', () => {
  it('lets staff write slides, sanitises their HTML, and lists them in order for everyone', async () => {
    const headers = await staffAndUserHeaders(t.app, t.db);
    const body = { title: 'Second', content: '<p>Two</p>', sort_order: 2 };
    expect((await call('POST', '/api/pricing-slides', {}, body)).statusCode).toBe(401);
    expect((await call('POST', '/api/pricing-slides', headers.user, body)).statusCode).toBe(403);
    const second = await call('POST', '/api/pricing-slides', headers.staff, body);
    expect(second.statusCode, second.body).toBe(201);
    const first = await call('POST', '/api/pricing-slides', headers.staff, {
      title: 'First',
      content:
        '<p onclick="steal()">One <a href="javascript:alert(1)">x</a><script>alert(1)</script><img src=x onerror=alert(1)> <a href="/faq">FAQ</a></p>',
      sort_order: 1,
    });
    expect(first.statusCode, first.body).toBe(201);
    const kept = first.json().content as string;
    expect(kept).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(kept).toContain('<a href="/faq">FAQ</a>');
    expect(kept.startsWith('<p>One ')).toBe(true);

    const list = (await call('GET', '/api/pricing-slides')).json();
    expect(list.member.map((s: { title: string }) => s.title)).toEqual(['First', 'Second']);
    expect(list.member[0]).toMatchObject({ '@type': 'PricingSlide', sort_order: 1 });

    // Bad input: 422 with the field's message; HTML that sanitises to nothing is refused too.
    const empty = await call('POST', '/api/pricing-slides', headers.staff, {
      title: '',
      content: '<p>x</p>',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().violations[0]).toMatchObject({ propertyPath: 'title' });
    const onlyScript = await call('POST', '/api/pricing-slides', headers.staff, {
      title: 'Nothing',
      content: '<script>alert(1)</script>',
    });
    expect(onlyScript.statusCode).toBe(422);
    expect(onlyScript.json().violations[0]).toMatchObject({ propertyPath: 'content' });

    // Staff edit (merge-patch) and delete; users cannot.
    const iri = second.json()['@id'];
    expect((await call('PATCH', iri, headers.user, { sort_order: 0 })).statusCode).toBe(403);
    const moved = await call('PATCH', iri, headers.staff, { sort_order: 0, content: '<p>Now first</p>' });
    expect(moved.json()).toMatchObject({ sort_order: 0, content: '<p>Now first</p>' });
    expect((await call('GET', '/api/pricing-slides')).json().member[0].title).toBe('Second');
    expect((await call('DELETE', iri, headers.user)).statusCode).toBe(403);
    expect((await call('DELETE', iri, headers.staff)).statusCode).toBe(204);
    expect((await call('GET', iri)).statusCode).toBe(404);
  });
});
