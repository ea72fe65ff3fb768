import { DUPLICATE_VALUE_MESSAGE } from '@gfj/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { actor, caller, type Headers, violations } from '../../../test/posting-helpers.ts';
import { ValidationError } from '../../http/errors.ts';
import { writeUniqueField } from '../../http/unique-fields.ts';
import { EDUCATION_TAG_NAME } from '../education/education.repository.ts';
import { educationTags } from '../education/education.table.ts';
import { FAQ_CATEGORY_NAME } from '../faqs/faqs.repository.ts';
import { faqCategories } from '../faqs/faqs.table.ts';
import { JOB_PACKAGE_NAME } from '../job-packages/job-packages.repository.ts';
import { jobPackages } from '../job-packages/job-packages.table.ts';

// Staff values that name one thing among others (decision 074): another item's value, in any
// case, is a 422 on that field, so the back office shows it beside the field.

let t: TestApp;
let call: ReturnType<typeof caller>;
let staff: Headers;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
  staff = (await actor(t.app, t.db, 'staff')).headers;
});
afterAll(() => t.close());

type Answer = Awaited<ReturnType<typeof call>>;

function expectTaken(res: Answer, field: string) {
  expect(res.statusCode, res.body).toBe(422);
  expect(violations(res)).toEqual([[field, DUPLICATE_VALUE_MESSAGE]]);
}

async function made(path: string, body: Record<string, unknown>): Promise<string> {
  const res = await call('POST', path, staff, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json()['@id'] as string;
}

describe('names staff choose from', () => {
  it('FAQ categories: another category’s name is refused on create and on rename', async () => {
    await made('/api/faq-categories', { name: 'Growers', url: '/faq#tab-7' });
    expectTaken(
      await call('POST', '/api/faq-categories', staff, { name: ' growers ', url: '/faq#tab-8' }),
      'name',
    );
    const other = await made('/api/faq-categories', { name: 'Buyers', url: '/faq#tab-9' });
    expectTaken(await call('PATCH', other, staff, { name: 'GROWERS' }), 'name');
    const own = await call('PATCH', other, staff, { name: 'buyers', url: '/faq#tab-10' });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('education tags: another tag’s name is refused on create and on rename', async () => {
    await made('/api/education-tags', { name: 'Agroforestry', description: 'Trees with crops.' });
    expectTaken(
      await call('POST', '/api/education-tags', staff, { name: 'agroforestry', description: 'Again.' }),
      'name',
    );
    const other = await made('/api/education-tags', { name: 'Beekeeping', description: 'Bees.' });
    expectTaken(await call('PATCH', other, staff, { name: 'AgroForestry' }), 'name');
    expect(
      (await call('PATCH', other, staff, { name: 'Beekeeping', description: 'Hives.' })).statusCode,
    ).toBe(200);
  });

  it('job packages: another package’s name is refused', async () => {
    const listed = await call('GET', '/api/job-packages?pageSize=10', staff);
    const [first, second] = listed.json().member as { '@id': string; name: string }[];
    if (!first || !second) throw new Error('the seed has at least two packages');
    expectTaken(await call('PATCH', second['@id'], staff, { name: first.name.toUpperCase() }), 'name');
    const own = await call('PATCH', second['@id'], staff, { name: second.name, price: 123400 });
    expect(own.statusCode, own.body).toBe(200);
  });
});

describe('names two writes give at the same moment', () => {
  // Both writes pass the check before either is stored; the database's index refuses the second.
  // Here nothing is checked first, so only the index can refuse: the same 422, never a 500.
  const insertNamed = {
    'FAQ categories': (name: string) => t.db.insert(faqCategories).values({ name, url: '/faq' }),
    'education tags': (name: string) => t.db.insert(educationTags).values({ name, description: 'A tag.' }),
    'job packages': (name: string) =>
      t.db.insert(jobPackages).values({ name, jobsCount: 1, jobPriceCents: 100, priceCents: 100 }),
  };
  const uniqueName = {
    'FAQ categories': FAQ_CATEGORY_NAME,
    'education tags': EDUCATION_TAG_NAME,
    'job packages': JOB_PACKAGE_NAME,
  };
  for (const [label, insert] of Object.entries(insertNamed)) {
    it(`${label}: the unique index’s refusal is the same 422 on name`, async () => {
      await insert('Twin');
      const unique = uniqueName[label as keyof typeof uniqueName];
      const refused = await writeUniqueField(t.db, unique, undefined, undefined, () => insert('tWIN')).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(ValidationError);
      expect((refused as ValidationError).violations).toEqual([
        { propertyPath: 'name', message: DUPLICATE_VALUE_MESSAGE },
      ]);
    });
  }
});

describe('slugs staff type', () => {
  for (const [path, body] of [
    ['/api/blog-posts', { excerpt: 'A short one.', content: '<p>Words.</p>' }],
    ['/api/newsletter-issues', { content: '<p>Words.</p>' }],
  ] as const) {
    it(`${path}: another item’s slug is refused; a slug from the title still takes the next free one`, async () => {
      const first = await call('POST', path, staff, {
        ...body,
        title: 'Spring Harvest',
        slug: 'spring-harvest',
      });
      expect(first.json()).toMatchObject({ slug: 'spring-harvest' });
      // Typed in another form, it is the same slug.
      expectTaken(
        await call('POST', path, staff, { ...body, title: 'Other', slug: 'Spring Harvest' }),
        'slug',
      );
      const fromTitle = await call('POST', path, staff, { ...body, title: 'Spring harvest' });
      expect(fromTitle.statusCode, fromTitle.body).toBe(201);
      expect(fromTitle.json()).toMatchObject({ slug: 'spring-harvest-2' });
      const iri = fromTitle.json()['@id'] as string;
      expectTaken(await call('PATCH', iri, staff, { slug: 'spring-harvest' }), 'slug');
      const own = await call('PATCH', iri, staff, {
        slug: 'spring-harvest-2',
        title: 'Spring harvest, again',
      });
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json()).toMatchObject({ slug: 'spring-harvest-2' });
    });
  }
});
