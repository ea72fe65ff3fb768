import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const COLLECTIONS = {
  alum: '/api/alums',
  alumInquiry: '/api/alum-inquiries',
  blogPost: '/api/blog-posts',
  contactMessage: '/api/contact-messages',
  contentPage: '/api/content-pages',
  educationTag: '/api/education-tags',
  establishment: '/api/establishments',
  faq: '/api/faqs',
  faqCategory: '/api/faq-categories',
  newsletterIssue: '/api/newsletter-issues',
  newsletterSubscriber: '/api/newsletter-subscribers',
  pressItem: '/api/press-items',
  refundRequest: '/api/refund-requests',
  testimonial: '/api/testimonials',
  wordOfWisdom: '/api/words-of-wisdom',
};

describe('the content resources in the API documentation', () => {
  it('are in the entrypoint and the Hydra documentation', async () => {
    const entrypoint = (await t.app.inject({ url: '/api' })).json();
    expect(entrypoint).toMatchObject(COLLECTIONS);
    const docs = (await t.app.inject({ url: '/api/docs.jsonld' })).json();
    const classes = docs['hydra:supportedClass'].map((c: { 'rdfs:label': string }) => c['rdfs:label']);
    for (const type of ['Testimonial', 'Faq', 'BlogPost', 'NewsletterIssue', 'PressStats', 'SiteContact']) {
      expect(classes).toContain(type);
    }
    const faq = docs['hydra:supportedClass'].find((c: { 'rdfs:label': string }) => c['rdfs:label'] === 'Faq');
    const properties = faq['hydra:supportedProperty'].map((p: { 'hydra:title': string }) => p['hydra:title']);
    expect(properties).toEqual(
      expect.arrayContaining(['question', 'answer', 'refund_form', 'show_in_pricing_page', 'category']),
    );
  });

  it('describe reads, the public forms and the staff writes with their schemas in OpenAPI', async () => {
    const openapi = (await t.app.inject({ url: '/api/docs.jsonopenapi' })).json();
    const paths = openapi.paths as Record<
      string,
      Record<string, { requestBody?: unknown; responses?: unknown }>
    >;
    for (const path of Object.values(COLLECTIONS)) expect(paths[path], path).toBeDefined();
    expect(paths['/api/testimonial-submissions']?.post).toBeDefined();
    expect(paths['/api/newsletter/subscribe']?.post).toBeDefined();
    expect(paths['/api/newsletter-issues/{id}/publish']?.post).toBeDefined();
    expect(paths['/api/establishments/search']?.get).toBeDefined();
    expect(paths['/api/faqs']?.post?.requestBody).toBeDefined();
    expect(paths['/api/faqs/{id}']?.patch?.requestBody).toBeDefined();
    expect(paths['/api/faqs/{id}']?.delete).toBeDefined();
    const context = (await t.app.inject({ url: '/api/contexts/Testimonial' })).json();
    expect(context['@context']).toMatchObject({ position_title: 'Testimonial/position_title' });
  });
});
