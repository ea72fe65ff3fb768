import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API documentation', () => {
  it('GET /api is the entrypoint', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      '@context': '/api/contexts/Entrypoint',
      '@id': '/api',
      '@type': 'Entrypoint',
      job: '/api/jobs',
      country: '/api/countries',
      state: '/api/states',
      jobPostType: '/api/job-post-types',
    });
    expect(Object.keys(body).slice(0, 3)).toEqual(['@context', '@id', '@type']);
  });

  it('serves an OpenAPI 3.1 document generated from the route schemas', async () => {
    for (const url of ['/api/docs.jsonopenapi', '/api/docs.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openapi+json; charset=utf-8');
      const doc = res.json();
      expect(doc.openapi).toMatch(/^3\.1/);
      expect(doc.paths).toHaveProperty('/api/jobs/{id}');
      expect(doc.paths).toHaveProperty('/api/countries');
      expect(doc.paths['/api/jobs/{id}'].get.responses['200']).toBeDefined();
      expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/contexts'))).toBe(false);
    }
  });

  it('documents every update body as a JSON merge patch, the only one a PATCH takes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs.json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
    };
    const patches = Object.entries(doc.paths).flatMap(([path, operations]) =>
      operations.patch?.requestBody ? [[path, Object.keys(operations.patch.requestBody.content)]] : [],
    );
    expect(patches.length).toBeGreaterThan(10);
    for (const [path, types] of patches)
      expect(types, String(path)).toEqual(['application/merge-patch+json']);
  });

  it('serves the interactive reference with a CSP that lets it run', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    // Swagger UI 6 ships no inline scripts, so same-origin scripts are all it needs.
    expect(csp).toContain("script-src 'self'");
    expect(res.body).not.toMatch(/<script>[^<]/);
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('serves the Hydra ApiDocumentation', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs.jsonld' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc['@type']).toBe('hydra:ApiDocumentation');
    expect(doc['hydra:entrypoint']).toBe('/api');
    const classes = doc['hydra:supportedClass'].map((c: { '@id': string }) => c['@id']);
    expect(classes).toEqual(
      expect.arrayContaining(['#Job', '#Country', '#State', '#JobPostType', '#Entrypoint']),
    );
    const job = doc['hydra:supportedClass'].find((c: { '@id': string }) => c['@id'] === '#Job');
    const titles = job['hydra:supportedProperty'].map((p: { 'hydra:title': string }) => p['hydra:title']);
    expect(titles).toContain('position');
    expect(titles).not.toContain('@id');
    const position = job['hydra:supportedProperty'].find(
      (p: { 'hydra:title': string }) => p['hydra:title'] === 'position',
    );
    expect(position).toMatchObject({
      'hydra:property': {
        '@id': '#Job/position',
        '@type': 'rdf:Property',
        domain: '#Job',
        range: 'xsd:string',
      },
      // A draft may be incomplete, so nothing is required on write; completeness is checked at submission.
      'hydra:required': false,
      'hydra:readable': true,
      'hydra:writeable': true,
    });
    expect(
      job['hydra:supportedOperation'].map((o: { 'hydra:method': string }) => o['hydra:method']).sort(),
    ).toEqual(['DELETE', 'GET', 'PATCH']);
    expect(job['hydra:supportedOperation']).toContainEqual(
      expect.objectContaining({ 'hydra:method': 'GET', returns: '#Job' }),
    );
    const entrypoint = doc['hydra:supportedClass'].find((c: { '@id': string }) => c['@id'] === '#Entrypoint');
    const jobs = entrypoint['hydra:supportedProperty'].find(
      (p: { 'hydra:property': { '@id': string } }) => p['hydra:property']['@id'] === '#Entrypoint/job',
    );
    expect(jobs['hydra:property']).toMatchObject({
      '@type': 'hydra:Link',
      'rdfs:range': [
        { '@id': 'hydra:Collection' },
        { 'owl:equivalentClass': { 'owl:allValuesFrom': { '@id': '#Job' } } },
      ],
      'hydra:supportedOperation': [
        expect.objectContaining({ 'hydra:method': 'GET', returns: 'hydra:Collection' }),
        expect.objectContaining({ 'hydra:method': 'POST', expects: '#Job', returns: '#Job' }),
        // Post again (decision 061), an action on a sub-path of the item, where API Platform lists
        // every POST; it expects no body.
        expect.not.objectContaining({ expects: expect.anything() }),
      ],
    });
  });

  it('answers every IRI the entrypoint and the documentation name', async () => {
    const entrypoint = (await t.app.inject({ method: 'GET', url: '/api' })).json();
    for (const [key, value] of Object.entries(entrypoint)) {
      if (key.startsWith('@')) continue;
      // Collections of the signed-in (users: staff) answer 401 to a guest, never 404 or 405.
      const res = await t.app.inject({ method: 'GET', url: String(value) });
      expect([200, 401], `${key}: ${value}`).toContain(res.statusCode);
    }
  });

  it('adds the Hydra search template to collections with filters, and only to those', async () => {
    const jobs = (await t.app.inject({ method: 'GET', url: '/api/jobs' })).json();
    expect(jobs.search).toEqual({
      '@type': 'IriTemplate',
      template:
        '/api/jobs{?order[date_added],order[submitted_at],status[],user,company,date_expire[after],date_expire[strictly_after],date_expire[before],date_expire[strictly_before],post_type,date_added[after],date_added[strictly_after],date_added[before],date_added[strictly_before]}',
      variableRepresentation: 'BasicRepresentation',
      mapping: [
        {
          '@type': 'IriTemplateMapping',
          variable: 'order[date_added]',
          property: 'date_added',
          required: false,
        },
        {
          '@type': 'IriTemplateMapping',
          variable: 'order[submitted_at]',
          property: 'submitted_at',
          required: false,
        },
        { '@type': 'IriTemplateMapping', variable: 'status[]', property: 'status', required: false },
        { '@type': 'IriTemplateMapping', variable: 'user', property: 'user', required: false },
        { '@type': 'IriTemplateMapping', variable: 'company', property: 'company', required: false },
        ...['after', 'strictly_after', 'before', 'strictly_before'].map((bound) => ({
          '@type': 'IriTemplateMapping',
          variable: `date_expire[${bound}]`,
          property: 'date_expire',
          required: false,
        })),
        { '@type': 'IriTemplateMapping', variable: 'post_type', property: 'post_type', required: false },
        ...['after', 'strictly_after', 'before', 'strictly_before'].map((bound) => ({
          '@type': 'IriTemplateMapping',
          variable: `date_added[${bound}]`,
          property: 'date_added',
          required: false,
        })),
      ],
    });
    const search = (await t.app.inject({ method: 'GET', url: '/api/jobs/search?keywords=farm' })).json();
    expect(search.search.template).toContain('regions[]');
    expect(search.search.template).toContain('compensation_types[paid][]');
    const types = (await t.app.inject({ method: 'GET', url: '/api/job-post-types' })).json();
    expect(types).not.toHaveProperty('search');
  });

  it('serves contexts per type and 404 for unknown ones', async () => {
    const job = await t.app.inject({ method: 'GET', url: '/api/contexts/Job' });
    expect(job.statusCode).toBe(200);
    expect(job.json()['@context']).toMatchObject({
      '@vocab': 'http://localhost:80/api/docs.jsonld#',
      position: 'Job/position',
      // Collections read as Hydra's own terms, unprefixed as API Platform writes them.
      member: 'hydra:member',
      totalItems: 'hydra:totalItems',
      view: 'hydra:view',
      search: 'hydra:search',
    });
    const savedSearch = await t.app.inject({ method: 'GET', url: '/api/contexts/SavedSearch' });
    expect(savedSearch.json()['@context'].user).toEqual({ '@id': 'SavedSearch/user', '@type': '@id' });
    const entrypoint = await t.app.inject({ method: 'GET', url: '/api/contexts/Entrypoint' });
    expect(entrypoint.statusCode).toBe(200);
    expect(entrypoint.json()['@context'].job).toEqual({ '@id': 'Entrypoint/job', '@type': '@id' });
    const error = await t.app.inject({ method: 'GET', url: '/api/contexts/Error' });
    expect(error.statusCode).toBe(200);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/contexts/Nope' });
    expect(unknown.statusCode).toBe(404);
  });

  it('GET /api/health checks the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});
