import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERGE_PATCH, staffAndUserHeaders } from '../../../test/content.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { seedEducationDirectory } from '../../../test/education-directory.ts';

// GET /api/public-alums/{id}: the one alum the Connect with an alum page shows, asked for alone
// (before, the page read the whole directory to find them).
let t: TestApp;
let headers: Awaited<ReturnType<typeof staffAndUserHeaders>>;
let ids: Awaited<ReturnType<typeof seedEducationDirectory>>;

beforeAll(async () => {
  t = await createTestApp();
  headers = await staffAndUserHeaders(t.app, t.db);
  // Dana with a picture and inquiries counted, Ana at the kitchen school (no tag 5: offered).
  ids = await seedEducationDirectory(t.db, {
    dana: { image: '/images/alums/dana.jpg', contactedCounter: 4 },
    ana: true,
  });
});
afterAll(() => t.close());

const get = (url: string, as: Record<string, string> = {}) => t.app.inject({ url, headers: as });

function expectNotFound(response: Awaited<ReturnType<typeof get>>, label: string) {
  expect(response.statusCode, label).toBe(404);
  expect(response.headers['content-type'], label).toMatch(/^application\/problem\+json/);
  expect(response.json(), label).toMatchObject({ '@type': 'Error', status: 404, detail: 'Not Found' });
}

describe('GET /api/public-alums/{id}', () => {
  it('answers anyone with the directory’s fields and the establishment, never the email', async () => {
    const expected = {
      '@context': '/api/contexts/PublicAlum',
      '@id': `/api/public-alums/${ids.dana}`,
      '@type': 'PublicAlum',
      id: ids.dana,
      name: 'Dana Reyes',
      bio: 'Class of 2019.',
      image: '/images/alums/dana.jpg',
      contacted_counter: 4,
      establishment: {
        '@id': `/api/establishments/${ids.farm}`,
        '@type': 'Establishment',
        id: ids.farm,
        name: 'Valley Farm School',
      },
    };
    // Staff too: the page is the same for everyone (staff read the email at /api/alums/{id}).
    for (const [who, as] of [
      ['guest', {}],
      ['user', headers.user],
      ['staff', headers.staff],
    ] as const) {
      const response = await get(`/api/public-alums/${ids.dana}`, as);
      expect(response.statusCode, who).toBe(200);
      expect(response.headers['content-type'], who).toBe('application/ld+json; charset=utf-8');
      expect(response.json(), who).toEqual(expected);
      expect(response.body, who).not.toContain('@alums.example');
    }
    // Null fields are omitted (no image).
    expect((await get(`/api/public-alums/${ids.ana}`)).json()).not.toHaveProperty('image');
  });

  it('shows exactly the alums the directory offers to write to, as the directory shows them', async () => {
    const directory = (await get('/api/establishments/search?pageSize=100')).json() as {
      items: Array<{ tags: Array<{ id: number }>; alums: Array<{ id: number }> }>;
    };
    for (const item of directory.items) {
      const offered = !item.tags.some((tag) => tag.id === 5);
      for (const alum of item.alums) {
        const response = await get(`/api/public-alums/${alum.id}`);
        if (!offered) {
          expectNotFound(response, `alum ${alum.id}`);
          continue;
        }
        const { '@context': _c, '@id': _i, '@type': _t, establishment: _e, ...fields } = response.json();
        expect(fields).toEqual(alum);
      }
    }
  });

  it('is a 404 for an alum of an establishment with tag 5, staff included, and follows the tag', async () => {
    expectNotFound(await get(`/api/public-alums/${ids.lee}`), 'guest');
    expectNotFound(await get(`/api/public-alums/${ids.lee}`, headers.staff), 'staff');
    const tag = (tags: Array<number>) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/establishments/${ids.kitchen}`,
        headers: { ...headers.staff, ...MERGE_PATCH },
        payload: { tags },
      });
    expect((await tag([1, 5])).statusCode).toBe(200);
    expectNotFound(await get(`/api/public-alums/${ids.ana}`), 'tagged 5');
    expect((await tag([1])).statusCode).toBe(200);
    expect((await get(`/api/public-alums/${ids.ana}`)).statusCode).toBe(200);
  });

  it('is a 404 for an unknown or deleted alum, and for ids that name nothing, never a 500', async () => {
    expectNotFound(await get('/api/public-alums/999999'), 'unknown');
    for (const id of ['0', '-1', '2147483648', '99999999999999999999', '%00', 'abc', '1.5', '0x10', '1e3']) {
      expectNotFound(await get(`/api/public-alums/${id}`), id);
    }
    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/alums',
      headers: headers.staff,
      payload: { establishment: ids.farm, name: 'Gone Soon', bio: 'Left.', email: 'gone@alums.example' },
    });
    expect((await get(`/api/public-alums/${removed.json().id}`)).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: removed.json()['@id'], headers: headers.staff });
    expectNotFound(await get(`/api/public-alums/${removed.json().id}`), 'deleted');
  });

  it('leaves /api/alums/{id} to staff, with the email', async () => {
    expect((await get(`/api/alums/${ids.dana}`)).statusCode).toBe(401);
    expect((await get(`/api/alums/${ids.dana}`, headers.user)).statusCode).toBe(403);
    const staff = await get(`/api/alums/${ids.lee}`, headers.staff);
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toMatchObject({
      '@type': 'Alum',
      email: 'lee@alums.example',
      establishment: `/api/establishments/${ids.online}`,
    });
  });
});

describe('the documentation of GET /api/public-alums/{id}', () => {
  type HydraClass = {
    '@id': string;
    'hydra:supportedProperty': Array<{ 'hydra:property': Record<string, unknown> }>;
    'hydra:supportedOperation': Array<Record<string, unknown>>;
  };

  it('is a Hydra class with one public GET and the establishment embedded; Alum keeps its staff edit', async () => {
    const docs = (await get('/api/docs.jsonld')).json() as { 'hydra:supportedClass': HydraClass[] };
    const classOf = (id: string) => docs['hydra:supportedClass'].find((c) => c['@id'] === id);
    const publicAlum = classOf('#PublicAlum');
    const properties = new Map(
      publicAlum?.['hydra:supportedProperty'].map((p) => [
        p['hydra:property']['rdfs:label'],
        p['hydra:property'],
      ]),
    );
    expect([...properties.keys()].sort()).toEqual(
      ['bio', 'contacted_counter', 'establishment', 'id', 'image', 'name'].sort(),
    );
    expect(properties.get('establishment')).toMatchObject({
      '@type': 'rdf:Property',
      range: '#Establishment',
      'owl:maxCardinality': 1,
    });
    expect(publicAlum?.['hydra:supportedOperation']).toEqual([
      expect.objectContaining({ 'hydra:method': 'GET', returns: '#PublicAlum' }),
    ]);
    const alum = classOf('#Alum');
    expect(alum?.['hydra:supportedProperty'].map((p) => p['hydra:property']['rdfs:label'])).toContain(
      'email',
    );
    expect(alum?.['hydra:supportedOperation'].map((o) => o['hydra:method']).sort()).toEqual([
      'DELETE',
      'GET',
      'PATCH',
    ]);
    // An item-only resource: not a collection of the entrypoint (nor of the back office).
    expect(Object.keys((await get('/api')).json())).not.toContain('publicAlum');
    expect((await get('/api/contexts/PublicAlum')).statusCode).toBe(200);
  });

  it('is an OpenAPI operation open to guests whose answer has no email', async () => {
    const doc = (await get('/api/docs.jsonopenapi')).json();
    const operation = doc.paths['/api/public-alums/{id}'].get;
    expect(operation.operationId).toBe('getPublicAlum');
    expect(operation.security).toContainEqual({});
    // 400 as every operation: the text check answers a NUL byte in any query key (decision 069).
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '400', '404']);
    const schema = doc.components.schemas.PublicAlum;
    expect(Object.keys(schema.properties)).not.toContain('email');
    expect(schema.required).toEqual(expect.arrayContaining(['name', 'bio', 'establishment']));
    expect(doc.paths['/api/alums/{id}'].get.security).not.toContainEqual({});
  });
});
