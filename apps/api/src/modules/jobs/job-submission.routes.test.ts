import { jobSubmissionSchema, POSTING_FLOW_MESSAGES, POSTING_MESSAGES } from '@gfj/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { actor, COMPLETE_JOB, caller, type Headers } from '../../../test/posting-helpers.ts';
import { grantJobPackage } from '../job-packages/job-credits.service.ts';
import { userJobPackages } from '../job-packages/job-packages.table.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { jobs } from './jobs.table.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let staff: Awaited<ReturnType<typeof actor>>;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
  staff = await actor(t.app, t.db, 'staff');
});
afterAll(() => t.close());

async function createDraft(headers: Headers, body: Record<string, unknown> = COMPLETE_JOB): Promise<number> {
  const res = await call('POST', '/api/jobs', headers, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const submit = (id: number, headers: Headers) => call('POST', `/api/jobs/${id}/submission`, headers);

async function mailsTo(to: string) {
  return t.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to));
}

describe('POST /api/jobs/{id}/submission', () => {
  it('answers 422 with everything a draft still misses', async () => {
    const poster = await actor(t.app, t.db);
    const id = await createDraft(poster.headers, {
      post_type: '/api/job-post-types/2',
      position: 'Bakery for sale',
    });
    const res = await submit(id, poster.headers);
    expect(res.statusCode).toBe(422);
    expect(
      res
        .json()
        .violations.map((v: { propertyPath: string; message: string }) => [v.propertyPath, v.message]),
    ).toEqual([
      ['company_name', POSTING_MESSAGES.required],
      ['company_email', POSTING_MESSAGES.required],
      ['categories', POSTING_MESSAGES.categoriesRequired],
      ['description', POSTING_MESSAGES.required],
      ['city', POSTING_MESSAGES.required],
      ['state', POSTING_MESSAGES.required],
      ['business_sale_type', POSTING_MESSAGES.required],
      ['business_sale_price', POSTING_MESSAGES.priceOrNegotiable],
      ['how_to_apply_email', POSTING_MESSAGES.howToApplyRequired],
    ]);
  });

  it('without a credit: stays a draft awaiting payment and sends the poster to the cart', async () => {
    const poster = await actor(t.app, t.db);
    const id = await createDraft(poster.headers);
    const res = await submit(id, poster.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(jobSubmissionSchema.parse(res.json())).toEqual({
      '@context': '/api/contexts/JobSubmission',
      '@type': 'JobSubmission',
      job: `/api/jobs/${id}`,
      outcome: 'payment_required',
      status: 'draft',
      message: POSTING_FLOW_MESSAGES.paymentRequired,
      next: '/account/cart',
    });
    const job = (await call('GET', `/api/jobs/${id}`, poster.headers)).json();
    expect(job).toMatchObject({
      status: 'draft',
      awaiting_payment: true,
      company_url: '/companies/green-acres-farm',
    });
    expect(await mailsTo(poster.email)).toEqual([]);
    // Still a draft: it can be edited and submitted again once a credit is there.
    expect((await submit(id, poster.headers)).json().outcome).toBe('payment_required');
  });

  it('with a credit: spends one of the package expiring first, goes to review, mails the poster and staff', async () => {
    const poster = await actor(t.app, t.db);
    const now = new Date();
    const later = await grantJobPackage(t.db, { userId: poster.id, jobPackageId: 2, now });
    const sooner = await grantJobPackage(t.db, {
      userId: poster.id,
      jobPackageId: 2,
      now: new Date(now.getTime() - 86_400_000),
    });
    const id = await createDraft(poster.headers);
    const res = await submit(id, poster.headers);
    expect(res.json()).toMatchObject({
      outcome: 'submitted',
      status: 'unapproved',
      message: POSTING_FLOW_MESSAGES.submitted,
      next: '/account/posters',
      user_job_package: `/api/user-job-packages/${sooner.id}`,
    });
    const packages = await t.db.select().from(userJobPackages).where(eq(userJobPackages.userId, poster.id));
    const byId = new Map(packages.map((p) => [p.id, p]));
    expect(byId.get(sooner.id)).toMatchObject({ jobsUsedCount: 1, jobsRemainingCount: 2 });
    expect(byId.get(later.id)).toMatchObject({ jobsUsedCount: 0, jobsRemainingCount: 3 });
    const [received] = await mailsTo(poster.email);
    expect(received?.subject).toBe('We received your listing: Vegetable Farm Manager');
    expect(received?.text).toContain('will be reviewed within 24 hours');
    const [notice] = await mailsTo(staff.email);
    expect(notice?.subject).toBe('New listing to review: Vegetable Farm Manager');
    expect(notice?.text).toContain(poster.email);
    const again = await submit(id, poster.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(POSTING_FLOW_MESSAGES.alreadySubmitted);
  });

  it('never spends one credit twice: two drafts submitted at once with one credit left', async () => {
    const poster = await actor(t.app, t.db);
    await grantJobPackage(t.db, { userId: poster.id, jobPackageId: 2, jobsUsed: 2 });
    const first = await createDraft(poster.headers);
    const second = await createDraft(poster.headers);
    const answers = await Promise.all([submit(first, poster.headers), submit(second, poster.headers)]);
    expect(answers.map((r) => r.json().outcome ?? r.body).sort()).toEqual(['payment_required', 'submitted']);
    const [pkg] = await t.db.select().from(userJobPackages).where(eq(userJobPackages.userId, poster.id));
    expect(pkg).toMatchObject({ jobsUsedCount: 3, jobsRemainingCount: 0 });
  });

  it('skips expired packages, and is 404 for another user and 401 for a guest', async () => {
    const poster = await actor(t.app, t.db);
    const old = new Date(Date.now() - 400 * 86_400_000);
    await grantJobPackage(t.db, { userId: poster.id, jobPackageId: 4, now: old });
    const id = await createDraft(poster.headers);
    const stranger = await actor(t.app, t.db);
    expect((await submit(id, stranger.headers)).statusCode).toBe(404);
    expect((await submit(id, {})).statusCode).toBe(401);
    expect((await submit(id, poster.headers)).json().outcome).toBe('payment_required');
  });
});

describe('after submission', () => {
  it('a draft is never in search; an approved listing is, on its company page too', async () => {
    const poster = await actor(t.app, t.db);
    const position = 'Mycology Lab Steward';
    const id = await createDraft(poster.headers, { ...COMPLETE_JOB, position, company_name: 'Spore Works' });
    const search = async () =>
      (await call('GET', `/api/jobs/search?keywords=${encodeURIComponent('mycology steward')}`))
        .json()
        .member.map((j: { id: number }) => j.id);
    expect(await search()).not.toContain(id);
    await grantJobPackage(t.db, { userId: poster.id, jobPackageId: 2 });
    expect((await submit(id, poster.headers)).json().outcome).toBe('submitted');
    expect(await search()).not.toContain(id);
    expect((await call('GET', '/api/companies?slug=spore-works')).json().totalItems).toBe(0);
    await t.db
      .update(jobs)
      .set({ status: 'approved', dateAdded: new Date(), dateExpire: new Date(Date.now() + 30 * 86_400_000) })
      .where(eq(jobs.id, id));
    expect(await search()).toContain(id);
    const companies = (await call('GET', '/api/companies?slug=spore-works')).json();
    expect(companies.member[0]).toMatchObject({
      name: 'Spore Works',
      url: '/companies/spore-works',
      open_jobs_count: 1,
    });
    const companyIri = companies.member[0]['@id'];
    expect((await call('GET', companyIri)).json()).toMatchObject({
      '@context': '/api/contexts/Company',
      slug: 'spore-works',
    });
    const listed = (await call('GET', `/api/jobs?company=${companyIri}`)).json();
    expect(listed.member.map((j: { id: number }) => j.id)).toEqual([id]);
    expect(listed.member[0]).toMatchObject({
      company: companyIri,
      company_url: '/companies/spore-works',
      pay_min: 1800,
    });
  });
});
