import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { repoRoot } from '../../config.ts';
import { seedHomeWidgets } from './home-widgets.seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedHomeWidgets(t.db);
  await seedHomeWidgets(t.db); // idempotent
});
afterAll(async () => {
  await t?.close();
});

interface Body {
  totalItems: number;
  member: Record<string, unknown>[];
}

describe('home widgets', () => {
  it('lists category images, filtered by category id or IRI', async () => {
    const all = (await t.app.inject({ method: 'GET', url: '/api/job-category-images' })).json() as Body;
    expect(all.totalItems).toBe(10);
    const agriculture = (
      await t.app.inject({ method: 'GET', url: '/api/job-category-images?category=1' })
    ).json() as Body;
    expect(agriculture.totalItems).toBe(2);
    expect(agriculture.member[0]).toMatchObject({
      '@type': 'JobCategoryImage',
      category: { id: 1, name: 'Agriculture' },
      image: '/demo/category-agriculture.svg',
    });
    const byIri = (
      await t.app.inject({ method: 'GET', url: '/api/job-category-images?category=/api/job-categories/3' })
    ).json() as Body;
    expect(byIri.totalItems).toBe(2);
    const paged = (
      await t.app.inject({ method: 'GET', url: '/api/job-category-images?pageSize=3' })
    ).json() as Body;
    expect(paged.member).toHaveLength(3);
  });

  it('lists slider categories with their images, and the demo images exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/home-slider-categories' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Body;
    expect(body.totalItems).toBe(4);
    const first = body.member[0] as { heading: string; images: { id: number; image: string; url: string }[] };
    expect(first).toMatchObject({
      '@type': 'HomeSliderCategory',
      name: 'On the farm',
      heading: 'Grow with us',
    });
    expect(first.images[0]).toMatchObject({
      image: '/demo/slide-fields-1.svg',
      url: '/search?categories[]=1',
    });
    expect((body.member[3] as { images: unknown[] }).images).toEqual([]);
    const images = body.member.flatMap((m) =>
      (m as { images: { image: string }[] }).images.map((i) => i.image),
    );
    for (const image of images) expect(existsSync(path.join(repoRoot, 'apps/web/public', image))).toBe(true);
  });

  it('gives every demo slide its own heading and subheading, so no slide repeats another', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/home-slider-categories' })).json() as Body;
    const slides = body.member.flatMap(
      (m) => (m as { images: { heading?: string; subheading?: string }[] }).images,
    );
    expect(slides.length).toBe(5);
    for (const key of ['heading', 'subheading'] as const) {
      const texts = slides.map((s) => s[key]);
      expect(texts.every((text) => typeof text === 'string' && text.length > 0)).toBe(true);
      expect(new Set(texts).size).toBe(slides.length);
    }
  });
});

describe('home widget items', () => {
  it('answers the IRI of every category image and slider category the collections name', async () => {
    for (const collection of ['/api/job-category-images', '/api/home-slider-categories']) {
      const list = (await t.app.inject({ method: 'GET', url: collection })).json() as Body;
      for (const member of list.member) {
        const res = await t.app.inject({ method: 'GET', url: String(member['@id']) });
        expect(res.statusCode, String(member['@id'])).toBe(200);
        const { '@context': context, ...item } = res.json();
        expect(context).toBe(`/api/contexts/${member['@type']}`);
        expect(item).toEqual(member);
      }
    }
  });

  it('answers 404 for an id that names nothing', async () => {
    for (const url of ['/api/job-category-images/999999', '/api/home-slider-categories/999999']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });
});
