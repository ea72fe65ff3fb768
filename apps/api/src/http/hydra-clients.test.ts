import { type Field, parseHydraDocumentation, type Resource } from '@api-platform/api-doc-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { buildJob } from '../../test/factories.ts';

// API Platform's own parser (the one API Platform Admin uses) against the app on a real port, as
// an integrator would run it: it fetches the entrypoint, follows the Link header, expands the
// JSON-LD with the contexts, and reads classes, properties and operations.
let t: TestApp;
let entrypoint: string;
let resources: Resource[];

beforeAll(async () => {
  t = await createTestApp();
  await buildJob(t.db, { position: 'Orchard Lead' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  entrypoint = `http://127.0.0.1:${address.port}/api`;
  const { api } = await parseHydraDocumentation(entrypoint);
  resources = api.resources ?? [];
});
afterAll(() => t.close());

function resource(name: string): Resource {
  const found = resources.find((r) => r.name === name);
  if (!found) throw new Error(`no resource ${name} among ${resources.map((r) => r.name).join(', ')}`);
  return found;
}

function field(of: Resource, name: string): Field {
  const found = of.fields?.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name} on ${of.name}`);
  return found;
}

const operationsOf = (r: Resource) => (r.operations ?? []).map((o) => `${o.type} ${o.method}`).sort();

describe('@api-platform/api-doc-parser reads the Hydra documentation', () => {
  it('finds every collection of the entrypoint as a resource', () => {
    expect(resources.map((r) => r.name).sort()).toEqual(
      [
        'companies',
        'countries',
        'home-slider-categories',
        'job-packages',
        'media-objects',
        'user-job-packages',
        'job-category-images',
        'job-post-types',
        'jobs',
        'saved-searches',
        'states',
        'user-follow-jobs',
        'users',
        // Content and community (issue 18).
        'alum-inquiries',
        'alums',
        'blog-posts',
        'contact-messages',
        'content-pages',
        'education-tags',
        'establishments',
        'faq-categories',
        'faqs',
        'newsletter-issues',
        'newsletter-subscribers',
        'press-items',
        'refund-requests',
        'testimonials',
        'words-of-wisdom',
        'pricing-slides',
        // The back office (issue 15).
        'audit-entries',
        // Commerce (issue 16).
        'job-invoice-receipt-requests',
        'job-invoices',
        'job-package-order-receipt-requests',
        'promo-codes',
        'shopping-cart-items',
        'shopping-cart-orders',
        'shopping-carts',
        'stripe-payment-methods',
        'stripe-setup-intents',
      ].sort(),
    );
    expect(resource('jobs').url).toBe(`${entrypoint}/jobs`);
    expect(resource('jobs').title).toBe('Job');
  });

  it('types the fields with their ranges, required flags and relations', () => {
    const jobs = resource('jobs');
    // Drafts may be incomplete: nothing is required on write (completeness is checked at submission).
    expect(field(jobs, 'position')).toMatchObject({ type: 'string', required: false });
    expect(field(jobs, 'id')).toMatchObject({ type: 'integer' });
    expect(field(jobs, 'work_remote')).toMatchObject({ type: 'boolean' });
    expect(field(jobs, 'date_added')).toMatchObject({ type: 'dateTime', required: false });
    expect(field(jobs, 'deadline')).toMatchObject({ type: 'date' });
    // An embedded resource is recognised as such.
    expect((field(jobs, 'post_type').embedded as Resource | null)?.name).toBe('job-post-types');
    // IRIs of other resources are references (hydra:Link) with the related resource resolved.
    const savedSearchUser = field(resource('saved-searches'), 'user');
    expect((savedSearchUser.reference as Resource | null)?.name).toBe('users');
    expect(savedSearchUser.maxCardinality).toBe(1);
    expect((field(resource('states'), 'country').reference as Resource | null)?.name).toBe('countries');
    // Every IRI-valued field the resources answer is a reference, lists of them included (these
    // were plain strings: a generic client showed raw IRIs and could not pick a related item).
    const references: Array<[string, string, string, number | null]> = [
      ['jobs', 'user', 'users', 1],
      ['jobs', 'company', 'companies', 1],
      ['faqs', 'category', 'faq-categories', 1],
      ['alums', 'establishment', 'establishments', 1],
      ['establishments', 'tags', 'education-tags', null],
      ['establishments', 'alums', 'alums', null],
      ['user-job-packages', 'user', 'users', 1],
    ];
    for (const [name, property, target, cardinality] of references) {
      const reference = field(resource(name), property);
      expect((reference.reference as Resource | null)?.name, `${name}.${property}`).toBe(target);
      expect(reference.maxCardinality ?? null, `${name}.${property}`).toBe(cardinality);
    }
  });

  it('tells readable from writable fields: passwords are write-only, ids read-only', () => {
    const users = resource('users');
    const readable = (users.readableFields ?? []).map((f) => f.name);
    const writable = (users.writableFields ?? []).map((f) => f.name);
    expect(writable).toEqual(expect.arrayContaining(['email', 'password', 'password_confirm', 'country']));
    expect(readable).not.toContain('password');
    expect(readable).toEqual(expect.arrayContaining(['id', 'email', 'username']));
    expect(writable).not.toContain('id');
    expect(field(users, 'password').required).toBe(true);
    expect((resource('saved-searches').writableFields ?? []).map((f) => f.name).sort()).toEqual(
      ['name', 'params', 'status'].sort(),
    );
  });

  it('reads the audit log as a read-only resource linking to its actor', () => {
    const audit = resource('audit-entries');
    expect(operationsOf(audit)).toEqual(['list GET', 'show GET']);
    expect((field(audit, 'actor').reference as Resource | null)?.name).toBe('users');
  });

  it('lists the operations each resource really offers', () => {
    // The second POST is Post again (POST /api/jobs/{id}/copy, decision 061).
    expect(operationsOf(resource('jobs'))).toEqual(
      ['create POST', 'create POST', 'delete DELETE', 'edit PATCH', 'list GET', 'show GET'].sort(),
    );
    expect(operationsOf(resource('saved-searches'))).toEqual(
      ['create POST', 'delete DELETE', 'edit PATCH', 'list GET', 'show GET'].sort(),
    );
    expect(operationsOf(resource('user-follow-jobs'))).toEqual(
      ['create POST', 'delete DELETE', 'list GET', 'show GET'].sort(),
    );
    expect(operationsOf(resource('users'))).toEqual(
      ['create POST', 'edit PATCH', 'list GET', 'show GET'].sort(),
    );
    expect(operationsOf(resource('job-category-images'))).toEqual(['list GET', 'show GET']);
    const create = resource('saved-searches').operations?.find((o) => o.type === 'create');
    expect(create?.expects).toBe(`${entrypoint}/docs.jsonld#SavedSearch`);
  });

  it('reads a collection’s filters from its search template', async () => {
    const parameters = await resource('jobs').getParameters?.();
    expect(parameters?.map((p) => p.variable)).toEqual([
      'order[date_added]',
      'order[submitted_at]',
      'status[]',
      'user',
      'company',
      'date_expire[after]',
      'date_expire[strictly_after]',
      'date_expire[before]',
      'date_expire[strictly_before]',
      // The back office's filters (issue 15).
      'post_type',
      'date_added[after]',
      'date_added[strictly_after]',
      'date_added[before]',
      'date_added[strictly_before]',
    ]);
    expect(parameters?.find((p) => p.variable === 'status[]')?.range).toBe(
      'http://www.w3.org/2001/XMLSchema#string',
    );
    const states = await resource('states').getParameters?.();
    expect(states?.map((p) => [p.variable, p.range])).toEqual([
      ['country', `${entrypoint}/docs.jsonld#Country`],
    ]);
  });
});
