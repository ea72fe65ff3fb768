import { COMPENSATION_RANGES, PAID_COMPENSATION_TYPE } from '@gfj/contracts';
import { describe, expect, it } from 'vitest';
import { buildDemoJobs, DEMO_SEED } from './demo.ts';
import type { GeneratedJob } from './job-factory.ts';
import { articleFor } from './listing-text.ts';
import { rangeIdsFor, readPayText, WAGE_FLOOR_CENTS } from './pay.ts';
import { ROLES, TRAINEE_TYPE } from './roles.ts';
import { BUSINESSES_FOR_SALE, EDUCATION_PROGRAMS } from './wording.ts';

const now = new Date('2026-06-15T12:00:00Z');
// The demo set and a larger one from another seed: every rule must hold for any seed.
const jobs: GeneratedJob[] = [
  ...buildDemoJobs({ now, ownerIds: [1, 2] }),
  ...buildDemoJobs({ now, ownerIds: [1], seed: DEMO_SEED + 7, count: 1500 }),
];
const roleOf = (job: GeneratedJob) => ROLES.find((r) => r.title === job.position);
const itemsAfter = (html: string, heading: string) => {
  const list = html.split(`<strong>${heading}</strong>`)[1]?.match(/<ul>(.*?)<\/ul>/)?.[1] ?? '';
  return [...list.matchAll(/<li>(.*?)<\/li>/g)].map((m) => (m[1] as string).replace(/&amp;/g, '&'));
};

/** Work that needs a body in a place: a remote listing must not ask for any of it. */
const ON_SITE =
  /\b(tractors?|harvest(ing)? (the|vegetables|fruit)|pastures?|greenhouses?|kitchen|(the|canning|packing) line|cave|barn|warehouse|coolers?|trucks?|van|knives|ovens?|animals?|hives?|press(es)? (heirloom )?apples|market stand|your station|on location|building site|in (the|our) store|cafeteria|ladders?|shifts? in)\b/i;

describe('generated listings agree with themselves', () => {
  it('derive the pay text, types and ranges from the structured pay, never under the wage floor', () => {
    const paid = jobs.filter((j) => j.payPeriod !== null);
    expect(paid.length).toBeGreaterThan(500);
    for (const job of paid) {
      const pay = { period: job.payPeriod, minCents: job.payMin, maxCents: job.payMax } as const;
      if (pay.period === null || pay.minCents === null || pay.maxCents === null)
        throw new Error('partial pay');
      const label = `${job.position}: ${job.compensation}`;
      expect(pay.minCents, label).toBeGreaterThanOrEqual(WAGE_FLOOR_CENTS[pay.period]);
      expect(pay.maxCents, label).toBeGreaterThanOrEqual(pay.minCents);
      // The text says the very numbers, per the very period.
      expect(readPayText(job.compensation ?? ''), label).toEqual([pay.minCents, pay.maxCents]);
      expect(job.compensation, label).toContain(`per ${pay.period}`);
      const type = pay.period === 'hour' ? PAID_COMPENSATION_TYPE.hourly : PAID_COMPENSATION_TYPE.salaried;
      expect(job.compensationTypeIds, label).toEqual([type]);
      // One search range, and it holds the whole pay.
      const ranges = rangeIdsFor({ period: pay.period, minCents: pay.minCents, maxCents: pay.maxCents });
      expect(ranges, label).toHaveLength(1);
      expect(job.compensationRangeIds, label).toEqual(ranges);
      const range = COMPENSATION_RANGES.find((r) => r.id === ranges[0]);
      expect(
        pay.minCents >= (range?.min ?? 0) && pay.maxCents <= (range?.max ?? Number.MAX_SAFE_INTEGER),
      ).toBe(true);
    }
    // Unpaid or unstated: no paid type, no range, no numbers beside it.
    for (const job of jobs.filter((j) => j.payPeriod === null)) {
      expect(job.compensationRangeIds).toEqual([]);
      expect(job.compensationTypeIds.filter((id) => id === 4 || id === 5)).toEqual([]);
      expect([job.payMin, job.payMax]).toEqual([null, null]);
      if (job.compensationTypeIds.length > 0) expect([4, 8]).toContain(job.typeId);
    }
  });

  it('write each job from one role: its categories, employer, type and duties agree with its title', () => {
    const postings = jobs.filter((j) => j.postTypeId === 1);
    expect(new Set(postings.map((j) => j.position)).size).toBeGreaterThan(60);
    for (const job of postings) {
      const role = roleOf(job);
      if (!role) throw new Error(`no role is titled ${job.position}`);
      expect(job.categoryIds).toEqual([...role.categories].sort((a, b) => a - b));
      expect(role.employers, job.position).toContain(job.employerKind);
      expect(role.types, job.position).toContain(job.typeId);
      const duties = itemsAfter(job.description ?? '', 'What you will do');
      expect(duties.length).toBeGreaterThanOrEqual(3);
      for (const duty of duties) expect(role.duties, job.position).toContain(duty);
      for (const skill of itemsAfter(job.description ?? '', 'What we are looking for')) {
        expect(role.skills).toContain(skill);
      }
      // Part-time and summer work is paid by the hour; only trainees may be paid in kind.
      if (job.typeId === 2 || job.typeId === 6) expect(job.payPeriod, job.position).toBe('hour');
      if (job.typeId !== TRAINEE_TYPE) expect(job.payPeriod, job.position).not.toBeNull();
      expect(job.description).toContain(`for ${articleFor(job.position)} <strong>${job.position}</strong>`);
    }
    expect(jobs.some((j) => j.description?.includes('an <strong>Irrigation Specialist'))).toBe(true);
  });

  it('list as remote only desk work: no place, no walk-in applications, no on-site duties', () => {
    for (const role of ROLES.filter((r) => r.remote)) {
      for (const duty of role.duties) expect(duty, role.title).not.toMatch(ON_SITE);
    }
    // The words do find on-site work where there is some.
    const onSite = ROLES.filter((r) => !r.remote && r.duties.some((d) => ON_SITE.test(d)));
    expect(onSite.length).toBeGreaterThan(25);
    const remote = jobs.filter((j) => j.workRemote);
    expect(remote.length).toBeGreaterThan(20);
    for (const job of remote) {
      expect(job.workLocation).toBe('anywhere');
      expect([job.city, job.zipCode, job.location, job.howToApplyInPerson]).toEqual([null, null, null, null]);
      if (job.postTypeId === 1) expect(roleOf(job)?.remote, job.position).toBe(true);
      expect(job.postTypeId, job.position).not.toBe(2);
      for (const duty of itemsAfter(job.description ?? '', 'What you will do'))
        expect(duty).not.toMatch(ON_SITE);
      // Work from anywhere comes with no housing or meals.
      expect(job.compensationTypeIds.filter((id) => id === 7 || id === 8)).toEqual([]);
    }
    for (const job of jobs.filter((j) => !j.workRemote)) expect(job.workLocation).not.toBe('anywhere');
  });

  it('keep programs and businesses for sale with their own kind of provider and words', () => {
    for (const job of jobs.filter((j) => j.postTypeId === 3)) {
      const program = EDUCATION_PROGRAMS.find((p) => p.title === job.position);
      expect(program?.providers, job.position).toContain(job.employerKind);
      expect(job.workRemote && !program?.online).toBe(false);
      for (const item of itemsAfter(job.description ?? '', 'What you will learn')) {
        expect(program?.learn).toContain(item);
      }
      for (const id of job.compensationTypeIds) expect(program?.offers).toContain(id);
      if (job.compensation) expect(job.educationProgramBenefits).toContain(job.compensation);
    }
    for (const job of jobs.filter((j) => j.postTypeId === 2)) {
      const sale = BUSINESSES_FOR_SALE.find((s) => s.title === job.position);
      expect(sale?.seller).toBe(job.employerKind);
      expect(job.description).not.toMatch(/resume|references|could start/i);
    }
  });
});
