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
  });

  it('serves contexts per type and 404 for unknown ones', async () => {
    const job = await t.app.inject({ method: 'GET', url: '/api/contexts/Job' });
    expect(job.statusCode).toBe(200);
    expect(job.json()['@context']).toMatchObject({ '@vocab': '/api/docs.jsonld#', position: 'Job/position' });
    const entrypoint = await t.app.inject({ method: 'GET', url: '/api/contexts/Entrypoint' });
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
