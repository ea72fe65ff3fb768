import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { buildJob } from '../../../test/factories.ts';
import { jobs } from './jobs.table.ts';
import { XSS_PAYLOADS } from './xss-payloads.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UNSAFE =
  /<script|<img|<svg|<iframe|<object|<form|<style|<base|<meta|<details|\son[a-z]+=|javascript:|data:text/i;

describe('job descriptions stored before sanitising on write', () => {
  it('come out of every answer safe: the item, lists and search results', async () => {
    const stored = `<p>Grow <strong>zucchinidescription</strong> with us.</p>${XSS_PAYLOADS.join('')}`;
    const job = await buildJob(t.db, { position: 'Zucchini grower' });
    // Written straight to the table, as rows written before sanitising on write were.
    await t.db.update(jobs).set({ description: stored }).where(eq(jobs.id, job.id));
    const answers = [
      (await t.app.inject({ url: `/api/jobs/${job.id}` })).json(),
      (await t.app.inject({ url: '/api/jobs?pageSize=100' }))
        .json()
        .member.find((m: { id: number }) => m.id === job.id),
      (await t.app.inject({ url: '/api/jobs/search?keywords=zucchinidescription' })).json().member[0],
    ];
    for (const answer of answers) {
      expect(answer.id).toBe(job.id);
      expect(answer.description).toContain('<p>Grow <strong>zucchinidescription</strong> with us.</p>');
      expect(answer.description).not.toMatch(UNSAFE);
      expect(answer.description_preview).not.toMatch(/<|alert\(1\)<\/script/);
    }
  });
});
