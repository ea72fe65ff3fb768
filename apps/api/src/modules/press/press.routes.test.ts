import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAndUserHeaders } from '../../../test/content.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { buildJob } from '../../../test/factories.ts';
import { contentPages } from '../content-pages/content-pages.table.ts';
import { newsletterSubscribers } from '../newsletter/newsletter.table.ts';
import { pressItems } from './press.table.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { pressFixedFigure: 612 } });
  await buildJob(t.db, { companyName: 'Hilltop Creamery' });
  await buildJob(t.db, { companyName: 'hilltop creamery' });
  await buildJob(t.db, { companyName: 'Draft Farm', status: 'draft' });
  await t.db.insert(newsletterSubscribers).values([
    { email: 'a@example.org', status: 'confirmed', confirmedAt: new Date() },
    { email: 'b@example.org', status: 'pending' },
  ]);
  await t.db.insert(pressItems).values([
    {
      type: 'by',
      title: 'By us',
      image: '/x.svg',
      imageLink: 'https://example.org',
      description: '<p>b</p>',
      sortOrder: 1,
    },
    {
      type: 'about',
      title: 'About us 2',
      image: '/x.svg',
      imageLink: '/press',
      description: '<p>a</p>',
      sortOrder: 2,
    },
    {
      type: 'about',
      title: 'About us 1',
      image: '/x.svg',
      imageLink: '/press',
      description: '<p>a</p>',
      sortOrder: 1,
    },
  ]);
  await t.db.insert(contentPages).values([
    { section: 'terms', title: 'Terms 2', content: '<p>2</p>', sortOrder: 2 },
    { section: 'terms', title: 'Terms 1', content: '<p>1</p>', sortOrder: 1 },
    { section: 'privacy', title: 'Privacy', content: '<p>p</p>' },
  ]);
});
afterAll(() => t.close());

describe('press', () => {
  it('counts published jobs, users, companies and confirmed subscribers beside the configured figure', async () => {
    const stats = (await t.app.inject({ url: '/api/press-stats' })).json();
    expect(stats).toEqual({
      '@context': '/api/contexts/PressStats',
      '@id': '/api/press-stats',
      '@type': 'PressStats',
      jobs: 2,
      users: 0,
      companies: 1,
      subscribers: 1,
      fixed_figure: 612,
    });
  });

  it('lists articles by type in their order; staff write them', async () => {
    const about = (await t.app.inject({ url: '/api/press-items?type=about' })).json();
    expect(about.member.map((m: { title: string }) => m.title)).toEqual(['About us 1', 'About us 2']);
    const headers = await staffAndUserHeaders(t.app, t.db);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/press-items',
      headers: headers.staff,
      payload: {
        type: 'by',
        title: 'New',
        image: '/i.svg',
        image_link: 'https://example.org/a',
        description: '<p onclick="x">ok</p>',
      },
    });
    // No order given: after the other "by" item (order 1), not first (decision 062).
    expect(created.json()).toMatchObject({ description: '<p>ok</p>', sort_order: 2 });
  });
});

describe('content pages', () => {
  it('lists a section’s pages in order', async () => {
    const terms = (await t.app.inject({ url: '/api/content-pages?section=terms' })).json();
    expect(terms.member.map((m: { title: string }) => m.title)).toEqual(['Terms 1', 'Terms 2']);
    const both = (await t.app.inject({ url: '/api/content-pages?section[]=terms&section[]=privacy' })).json();
    expect(both.totalItems).toBe(3);
  });
});
