import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAndUserHeaders } from '../../../test/content.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { wordsOfWisdom } from './words-of-wisdom.table.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(wordsOfWisdom).values(
    Array.from({ length: 25 }, (_, i) => ({
      image: `/demo/wisdom/wisdom-${i}.svg`,
      description: `Quote ${i}`,
      url: '/blog',
      dateAdded: new Date(Date.UTC(2026, 0, 1 + i)),
    })),
  );
});
afterAll(() => t.close());

describe('GET /api/words-of-wisdom', () => {
  it('pages 20 at a time, newest first, with a next link to follow (content 7)', async () => {
    const first = (await t.app.inject({ url: '/api/words-of-wisdom?page=1&pageSize=20' })).json();
    expect(first.totalItems).toBe(25);
    expect(first.member).toHaveLength(20);
    expect(first.member[0]).toMatchObject({ '@type': 'WordOfWisdom', description: 'Quote 24', url: '/blog' });
    expect(first.view.next).toBe('/api/words-of-wisdom?pageSize=20&page=2');
    const second = (await t.app.inject({ url: first.view.next })).json();
    expect(second.member).toHaveLength(5);
    expect(second.view.next).toBeUndefined();
  });

  it('lets staff add one, and refuses links that are not web addresses', async () => {
    const headers = await staffAndUserHeaders(t.app, t.db);
    const body = {
      image: '/demo/wisdom/wisdom-0.svg',
      description: 'Plant in spring.',
      url: 'https://example.org/x',
    };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/words-of-wisdom', payload: body })).statusCode,
    ).toBe(401);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/words-of-wisdom',
      payload: body,
      headers: headers.staff,
    });
    expect(created.statusCode).toBe(201);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/words-of-wisdom',
      payload: { ...body, url: 'javascript:alert(1)' },
      headers: headers.staff,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().violations[0]).toMatchObject({ propertyPath: 'url' });
  });
});
