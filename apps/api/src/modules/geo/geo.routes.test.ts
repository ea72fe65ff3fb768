import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { countries } from '../lookups/lookups.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/countries', () => {
  it('lists every country on one page of up to 300, United States first with its states', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/countries?pageSize=1000' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalItems).toBeGreaterThan(240);
    expect(body.member).toHaveLength(body.totalItems);
    expect(body.view).toEqual({ '@id': '/api/countries?pageSize=1000', '@type': 'PartialCollectionView' });
    const us = body.member[0];
    expect(us).toMatchObject({
      '@id': '/api/countries/1',
      '@type': 'Country',
      name: 'United States',
      code: 'US',
      code3: 'USA',
    });
    expect(us.states).toHaveLength(56);
    expect(us.states[0]).toEqual({
      '@id': expect.stringMatching(/^\/api\/states\/\d+$/),
      '@type': 'State',
      id: expect.any(Number),
      name: 'Alabama',
      code: 'AL',
    });
    const france = body.member.find((c: { code: string }) => c.code === 'FR');
    expect(france).toMatchObject({ name: 'France', code3: 'FRA', states: [] });
  });

  it('defaults to every country on one page', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/countries' })).json();
    expect(body.member).toHaveLength(body.totalItems);
    expect(body).not.toHaveProperty('view');
    const small = (await t.app.inject({ method: 'GET', url: '/api/countries?pageSize=30' })).json();
    expect(small.member).toHaveLength(30);
    expect(small.view.next).toBe('/api/countries?pageSize=30&page=2');
  });

  it('clamps pageSize at 300', async () => {
    // Pad the table past 300 rows so the clamp is visible.
    // Lower-case codes never collide with the ISO ones.
    const padding = Array.from({ length: 60 }, (_, i) => ({
      name: `Testland ${i}`,
      code: String.fromCharCode(97 + Math.floor(i / 26), 97 + (i % 26)),
      code3: `q${String(i).padStart(2, '0')}`,
    }));
    await t.db.insert(countries).values(padding);
    const body = (await t.app.inject({ method: 'GET', url: '/api/countries?pageSize=1000' })).json();
    expect(body.totalItems).toBeGreaterThan(300);
    expect(body.member).toHaveLength(300);
    expect(body.view.next).toBe('/api/countries?pageSize=1000&page=2');
    await t.db.delete(countries).where(like(countries.name, 'Testland %'));
  });

  it('answers one country and 404 for an unknown one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/countries/1' });
    expect(res.json()).toMatchObject({
      '@context': '/api/contexts/Country',
      '@id': '/api/countries/1',
      code: 'US',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/countries/99999' })).statusCode).toBe(404);
  });
});

describe('GET /api/states', () => {
  it('filters by country IRI or bare id', async () => {
    for (const country of ['/api/countries/1', '1']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/states?country=${encodeURIComponent(country)}`,
      });
      const body = res.json();
      expect(body.totalItems).toBe(56);
      expect(body.member.map((s: { code: string }) => s.code)).toContain('NY');
      expect(body.member[0].country).toBe('/api/countries/1');
    }
    const none = (await t.app.inject({ method: 'GET', url: '/api/states?country=/api/countries/2' })).json();
    expect(none.totalItems).toBe(0);
  });

  it('ignores an unparsable country filter', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/states?country=nope' })).json();
    expect(body.totalItems).toBe(56);
  });

  it('answers one state', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/states?country=1' })).json();
    const ny = list.member.find((s: { code: string }) => s.code === 'NY');
    const res = await t.app.inject({ method: 'GET', url: ny['@id'] });
    expect(res.json()).toMatchObject({ '@context': '/api/contexts/State', name: 'New York', code: 'NY' });
  });
});
