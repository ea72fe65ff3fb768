import { CATEGORIES, JOB_STATUSES, JOB_TYPES, LIMITS, POST_TYPES, REGIONS } from '@gfj/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { bearer, signIn } from '../../modules/auth/test-session.ts';
import { queryRows } from '../client.ts';
import { prepareDatabase } from '../prepare.ts';
import { buildDemoJobs, DEMO_JOB_COUNT, DEMO_SEED } from './demo.ts';
import { DEMO_STAFF } from './demo-users.ts';
import { lookupZip } from './places.ts';

const now = new Date('2026-06-15T12:00:00Z');

describe('demo content (pure)', () => {
  it('is the same for the same seed and clock, and different for another seed', () => {
    const a = buildDemoJobs({ now, ownerIds: [1, 2] });
    const b = buildDemoJobs({ now, ownerIds: [1, 2] });
    expect(a).toHaveLength(DEMO_JOB_COUNT);
    expect(b).toEqual(a);
    const other = buildDemoJobs({ now, seed: DEMO_SEED + 1, ownerIds: [1, 2] });
    expect(other.slice(0, 10).map((j) => j.position)).not.toEqual(a.slice(0, 10).map((j) => j.position));
  });

  it('gives every submitted listing its submission time: pending ones for the moderation queue', () => {
    const jobs = buildDemoJobs({ now });
    const pending = jobs.filter((j) => j.status === 'unapproved');
    expect(pending.length).toBeGreaterThan(0);
    for (const job of pending) {
      // Submitted after it was written and before now (the queue shows and sorts by it).
      expect(job.submittedAt, job.position).toBeInstanceOf(Date);
      expect(job.submittedAt?.getTime()).toBeGreaterThanOrEqual(job.createdAt?.getTime() ?? 0);
      expect(job.submittedAt?.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    for (const job of jobs.filter((j) => j.status === 'draft')) expect(job.submittedAt).toBeNull();
    for (const job of jobs.filter((j) => j.dateAdded)) {
      expect(job.submittedAt?.getTime()).toBeLessThanOrEqual(job.dateAdded?.getTime() ?? 0);
    }
  });

  it('uses real zip codes whose city and state match', () => {
    for (const job of buildDemoJobs({ now }).filter((j) => j.zipCode)) {
      const zip = lookupZip(job.zipCode as string);
      expect(zip?.state, job.zipCode as string).toBe(job.state);
      expect(job.location).toEqual({ x: zip?.longitude, y: zip?.latitude });
    }
  });
});

describe('demo content in a database', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is seeded on a first start and left alone on the next', async () => {
    const first = await prepareDatabase(t.database, { seedDemo: true }, { now });
    expect(first.seededDemo).toBe(true);
    const second = await prepareDatabase(t.database, { seedDemo: true }, { now });
    expect(second.seededDemo).toBe(false);
    const [counts] = await queryRows<{ jobs: number; staff: number }>(
      t.db,
      sql`SELECT (SELECT count(*) FROM jobs)::int AS jobs,
        (SELECT count(*) FROM users WHERE role = 'staff' AND email = ${DEMO_STAFF.email})::int AS staff`,
    );
    expect(counts).toEqual({ jobs: DEMO_JOB_COUNT, staff: 1 });
  });

  it('covers every post type, category, job type, status and region', async () => {
    const distinct = async (expression: string) =>
      (
        await queryRows<{ v: string }>(
          t.db,
          sql.raw(`SELECT DISTINCT ${expression}::text AS v FROM jobs ORDER BY 1`),
        )
      ).map((r) => r.v);
    expect(await distinct('post_type_id')).toEqual(POST_TYPES.map((p) => String(p.id)).sort());
    expect(await distinct('unnest(category_ids)')).toEqual(CATEGORIES.map((c) => String(c.id)).sort());
    expect(await distinct('type_id')).toEqual(JOB_TYPES.map((j) => String(j.id)).sort());
    expect(await distinct('status')).toEqual([...JOB_STATUSES].sort());
    expect(await distinct('work_location')).toEqual(['anywhere', 'international', 'us']);
    expect(await distinct('unnest(compensation_range_ids)')).toEqual(['10', '11', '12', '13', '16', '3']);
    const states = await distinct('state');
    for (const region of REGIONS)
      expect(states.some((s) => (region.states as readonly string[]).includes(s))).toBe(true);
    const [special] = await queryRows<Record<string, number>>(
      t.db,
      sql`SELECT
        count(*) FILTER (WHERE post_type_id = 2 AND business_sale_price > 0 AND business_sale_type IS NOT NULL)::int AS sales,
        count(*) FILTER (WHERE post_type_id = 3 AND education_program_fees IS NOT NULL AND education_program_benefits IS NOT NULL)::int AS programs,
        count(*) FILTER (WHERE work_location = 'international' AND country <> 'US' AND city IS NOT NULL)::int AS abroad,
        count(*) FILTER (WHERE work_remote AND work_location = 'anywhere')::int AS remote,
        count(*) FILTER (WHERE highlighted)::int AS highlighted,
        count(*) FILTER (WHERE status = 'approved' AND deadline < ${now.toISOString()}::date)::int AS past_deadline,
        count(*) FILTER (WHERE status = 'approved' AND date_expire <= ${now.toISOString()}::timestamptz)::int AS approved_but_expired,
        count(*) FILTER (WHERE status = 'expired' AND date_expire > ${now.toISOString()}::timestamptz)::int AS expired_in_future,
        count(*) FILTER (WHERE work_location = 'us' AND (location IS NULL OR zip_code IS NULL))::int AS not_geocoded
      FROM jobs`,
    );
    expect(special).toMatchObject({ approved_but_expired: 0, expired_in_future: 0, not_geocoded: 0 });
    for (const key of ['sales', 'programs', 'abroad', 'remote', 'highlighted', 'past_deadline']) {
      expect(special?.[key], key).toBeGreaterThan(0);
    }
  });

  it('pays at least the wage floor and keeps unpaid work to internships and programs', async () => {
    const hourly = await queryRows<{ compensation: string }>(
      t.db,
      sql`SELECT compensation FROM jobs WHERE 4 = ANY(compensation_type_ids)`,
    );
    expect(hourly.length).toBeGreaterThan(50);
    for (const { compensation } of hourly) {
      const lowest = Number(/\$(\d+)/.exec(compensation)?.[1]);
      expect(lowest * 100).toBeGreaterThanOrEqual(LIMITS.minimumHourlyWageCents);
    }
    const [unpaid] = await queryRows<{ wrong: number; right: number }>(
      t.db,
      sql`SELECT count(*) FILTER (WHERE type_id NOT IN (4, 8))::int AS wrong, count(*)::int AS right
        FROM jobs j WHERE EXISTS (SELECT 1 FROM compensation_types c WHERE c.kind = 'unpaid' AND c.id = ANY(j.compensation_type_ids))`,
    );
    expect(unpaid).toMatchObject({ wrong: 0 });
    expect(unpaid?.right).toBeGreaterThan(0);
  });

  it('serves a seeded job over HTTP', async () => {
    const [job] = await queryRows<{ id: number; position: string }>(
      t.db,
      sql`SELECT id, position FROM jobs WHERE status = 'approved' ORDER BY id LIMIT 1`,
    );
    const res = await t.app.inject({ method: 'GET', url: `/api/jobs/${job?.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().position).toBe(job?.position);
  });

  it('fills the moderation queue with pending listings dated by submission, oldest first', async () => {
    const [missing] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM jobs WHERE status <> 'draft' AND submitted_at IS NULL`,
    );
    expect(missing?.n).toBe(0);
    const { token } = await signIn(t.app, DEMO_STAFF.email, DEMO_STAFF.password);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/jobs?status=unapproved&order[submitted_at]=asc',
      headers: bearer(token),
    });
    const queue = res.json().member as { submitted_at?: string }[];
    expect(queue.length).toBeGreaterThan(0);
    const times = queue.map((job) => Date.parse(job.submitted_at ?? ''));
    expect(times.every(Number.isFinite)).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('gives the demo poster a package with credits, companies to the submitted listings, and pay numbers', async () => {
    const [poster] = await queryRows<{ remaining: number; expire: string }>(
      t.db,
      sql`SELECT p.jobs_remaining_count AS remaining, p.date_expire::text AS expire FROM user_job_packages p
        JOIN users u ON u.id = p.user_id WHERE u.email = 'maria@goodfoodjobs.local' AND p.status = 'active'`,
    );
    expect(poster?.remaining).toBe(4);
    const [counts] = await queryRows<Record<string, number>>(
      t.db,
      sql`SELECT
        count(*) FILTER (WHERE status IN ('approved', 'filled') AND company_id IS NULL)::int AS listed_without_company,
        count(*) FILTER (WHERE status = 'draft' AND company_id IS NOT NULL)::int AS drafts_with_company,
        count(*) FILTER (WHERE 4 = ANY(compensation_type_ids) AND (pay_period <> 'hour' OR pay_min < 1500))::int AS hourly_off,
        count(*) FILTER (WHERE 5 = ANY(compensation_type_ids) AND (pay_period <> 'year' OR pay_min < 3120000 OR pay_max < pay_min))::int AS yearly_off,
        (SELECT count(*)::int FROM companies) AS companies
      FROM jobs`,
    );
    expect(counts).toMatchObject({
      listed_without_company: 0,
      drafts_with_company: 0,
      hourly_off: 0,
      yearly_off: 0,
    });
    expect(counts?.companies).toBeGreaterThan(20);
  });

  it('gives the published listings their views per day, and maria’s listings statistics to chart', async () => {
    const [views] = await queryRows<{ off: number; with_days: number }>(
      t.db,
      sql`SELECT count(*) FILTER (WHERE j.counter_view <> coalesce(d.views, 0))::int AS off,
          count(d.views)::int AS with_days
        FROM jobs j LEFT JOIN (SELECT job_id, sum(views)::int AS views FROM job_view_days GROUP BY job_id) d ON d.job_id = j.id
        WHERE j.date_added IS NOT NULL AND j.status IN ('approved', 'filled', 'expired')`,
    );
    // Every published listing's counter is spread over its days, exactly.
    expect(views?.off).toBe(0);
    expect(views?.with_days).toBeGreaterThan(50);
    const [maria] = await queryRows<Record<string, number>>(
      t.db,
      sql`WITH mine AS (SELECT j.id FROM jobs j JOIN users u ON u.id = j.owner_id WHERE u.email = 'maria@goodfoodjobs.local')
        SELECT (SELECT count(*)::int FROM job_share_trackings WHERE job_id IN (SELECT id FROM mine)) AS shares,
          (SELECT count(*)::int FROM job_link_clicks WHERE tag = 'apply-online' AND job_id IN (SELECT id FROM mine)) AS clicks,
          (SELECT count(DISTINCT channel)::int FROM job_referral_days WHERE job_id IN (SELECT id FROM mine)) AS channels,
          (SELECT count(*)::int FROM user_follow_jobs WHERE job_id IN (SELECT id FROM mine)) AS follows`,
    );
    expect(maria?.shares).toBeGreaterThan(0);
    expect(maria?.clicks).toBeGreaterThan(0);
    expect(maria?.channels).toBe(3);
    expect(maria?.follows).toBeGreaterThan(0);
  });
});
