import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAndUserHeaders } from '../../../test/content.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { caller } from '../../../test/posting-helpers.ts';

// Every content type staff order by a number puts an item saved with an empty order (absent on
// create, or null) after the others of its group, as the FAQ's questions do (decisions 058, 062):
// stored as 0, it came first on the site and in the back office.

let t: TestApp;
let call: ReturnType<typeof caller>;
let staff: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
  staff = (await staffAndUserHeaders(t.app, t.db)).staff;
});
afterAll(() => t.close());

interface Member {
  '@id': string;
  sort_order: number;
  [field: string]: unknown;
}

/** One ordered content type: how to make an item of a group, and how to read the group in order. */
interface OrderedType {
  collection: string;
  /** A valid new item named `name`, in group `group` (its type, section, establishment…). */
  body: (name: string, group: string) => Record<string, unknown>;
  /** The field that names an item in the list. */
  nameField: string;
  /** The group's items, in the order the API lists them. */
  listUrl: (group: string) => string;
  /** Two groups (the same twice where the type has none), made before the test when needed. */
  groups: () => Promise<[string, string]>;
}

async function created(collection: string, body: Record<string, unknown>): Promise<Member> {
  const response = await call('POST', collection, staff, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Member;
}

const noGroups = async (): Promise<[string, string]> => ['', ''];

const TYPES: Record<string, OrderedType> = {
  'FAQ categories': {
    collection: '/api/faq-categories',
    body: (name) => ({ name, url: `/faq#${name.replaceAll(' ', '-')}` }),
    nameField: 'name',
    listUrl: () => '/api/faq-categories?pageSize=100',
    groups: noGroups,
  },
  'pricing slides': {
    collection: '/api/pricing-slides',
    body: (name) => ({ title: name, content: `<p>${name}</p>` }),
    nameField: 'title',
    listUrl: () => '/api/pricing-slides?pageSize=100',
    groups: noGroups,
  },
  'site pages (within their section)': {
    collection: '/api/content-pages',
    body: (name, section) => ({ section, title: name, content: `<p>${name}</p>` }),
    nameField: 'title',
    listUrl: (section) => `/api/content-pages?section=${section}&pageSize=100`,
    groups: async () => ['about', 'terms'],
  },
  'press items (within their type)': {
    collection: '/api/press-items',
    body: (name, type) => ({
      type,
      title: name,
      image: '/demo/press/x.svg',
      image_link: '/press',
      description: `<p>${name}</p>`,
    }),
    nameField: 'title',
    listUrl: (type) => `/api/press-items?type=${type}&pageSize=100`,
    groups: async () => ['about', 'by'],
  },
  'education tags': {
    collection: '/api/education-tags',
    body: (name) => ({ name, description: `About ${name}` }),
    nameField: 'name',
    listUrl: () => '/api/education-tags?pageSize=100',
    groups: noGroups,
  },
  establishments: {
    collection: '/api/establishments',
    body: (name) => ({ name, location: 'Ithaca, New York', description: `${name} teaches farming.` }),
    nameField: 'name',
    listUrl: () => '/api/establishments?pageSize=100',
    groups: noGroups,
  },
  'alums (within their establishment)': {
    collection: '/api/alums',
    body: (name, establishment) => ({
      establishment,
      name,
      bio: `${name} farms now.`,
      email: `${name.replaceAll(' ', '.').toLowerCase()}@example.org`,
    }),
    nameField: 'name',
    listUrl: (establishment) => `/api/alums?establishment=${establishment}&pageSize=100`,
    groups: async () => {
      const school = (name: string) =>
        created('/api/establishments', {
          name,
          location: 'Davis, California',
          description: `${name} teaches farming.`,
          sort_order: 1,
        });
      return [(await school('Alum school A'))['@id'], (await school('Alum school B'))['@id']];
    },
  },
};

describe.each(Object.entries(TYPES))('%s', (_label, type) => {
  it('puts an item saved with an empty order after the others of its group, never first', async () => {
    const [group, otherGroup] = await type.groups();
    const names = async (g: string) => {
      const list = await call('GET', type.listUrl(g), staff);
      expect(list.statusCode, list.body).toBe(200);
      return (list.json() as { member: Member[] }).member.map((m) => m[type.nameField]);
    };
    await created(type.collection, { ...type.body('Placed five', group), sort_order: 5 });
    await created(type.collection, { ...type.body('Placed seven', group), sort_order: 7 });
    // Another group's higher number does not count where there are groups.
    if (otherGroup !== group) {
      await created(type.collection, { ...type.body('Elsewhere', otherGroup), sort_order: 500 });
    }
    const top = Math.max(
      7,
      ...(await (async () => {
        const list = await call('GET', type.listUrl(group), staff);
        return (list.json() as { member: Member[] }).member.map((m) => m.sort_order);
      })()),
    );

    // Absent (a form that leaves it out) and null (a form whose number field was emptied).
    const absent = await created(type.collection, type.body('No order given', group));
    const emptied = await created(type.collection, {
      ...type.body('Order emptied', group),
      sort_order: null,
    });
    expect(absent.sort_order).toBe(top + 1);
    expect(emptied.sort_order).toBe(top + 2);
    expect((await names(group)).slice(-2)).toEqual(['No order given', 'Order emptied']);

    // A number is kept as written: 0 still puts one first.
    const first = await call('PATCH', absent['@id'], staff, { sort_order: 0 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().sort_order).toBe(0);
    expect((await names(group))[0]).toBe('No order given');
    // A change that does not name the order keeps it.
    const renamed = await call('PATCH', absent['@id'], staff, type.body('No order given', group));
    expect(renamed.json().sort_order).toBe(0);
    // Emptied on a change: after the others again (its own number does not count).
    const last = await call('PATCH', absent['@id'], staff, { sort_order: null });
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().sort_order).toBe(top + 3);
    expect((await names(group)).slice(-2)).toEqual(['Order emptied', 'No order given']);
    const again = await call('PATCH', absent['@id'], staff, { sort_order: null });
    expect(again.json().sort_order).toBe(top + 3);

    // Still refused: a negative or fractional order (422 on the field).
    const negative = await call('PATCH', absent['@id'], staff, { sort_order: -1 });
    expect(negative.statusCode).toBe(422);
    expect(negative.json().violations[0]).toMatchObject({ propertyPath: 'sort_order' });
  });
});
