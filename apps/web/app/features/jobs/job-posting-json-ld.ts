import type { Job } from '@gfj/contracts/jobs';
import { COMPENSATION_RANGES, JOB_TYPES } from '@gfj/contracts/lookups';

const CLOSED_STATUSES = new Set(['expired', 'filled', 'deleted', 'refunded']);

function endOfDay(date: string): string {
  return `${date}T23:59:59Z`;
}

/** The moment the listing stops being valid: the earlier of its expiry and its deadline. */
function computeValidThrough(job: Job, now: Date): string | undefined {
  const candidates = [job.date_expire, job.deadline ? endOfDay(job.deadline) : undefined].filter(
    (value): value is string => value !== undefined,
  );
  const times = candidates.map((value) => Date.parse(value)).filter((time) => !Number.isNaN(time));
  if (times.length === 0) return CLOSED_STATUSES.has(job.status) ? now.toISOString() : undefined;
  let earliest = Math.min(...times);
  // A closed listing must read as no longer valid to search engines (quality-bars: validThrough in the past).
  if (CLOSED_STATUSES.has(job.status) && earliest > now.getTime()) earliest = now.getTime() - 1000;
  return new Date(earliest).toISOString();
}

function findCompensationRange(job: Job) {
  const id = job.compensation_range?.id;
  return id === undefined ? undefined : COMPENSATION_RANGES.find((range) => range.id === id);
}

function buildBaseSalary(job: Job) {
  const range = findCompensationRange(job);
  if (!range) return undefined;
  return {
    '@type': 'MonetaryAmount',
    currency: 'USD',
    value: {
      '@type': 'QuantitativeValue',
      minValue: range.min / 100,
      ...(range.max === null ? {} : { maxValue: range.max / 100 }),
      unitText: range.unit,
    },
  };
}

function buildLocation(job: Job) {
  if (job.work_remote) {
    // "anywhere" is the remote scope itself (core 3); applicants are expected where the job is based.
    return {
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: job.country || 'US' },
    };
  }
  const address = Object.fromEntries(
    Object.entries({
      '@type': 'PostalAddress',
      addressLocality: job.city,
      addressRegion: job.state,
      postalCode: job.zip_code,
      addressCountry: job.country,
    }).filter(([, value]) => value !== undefined && value !== ''),
  );
  return { jobLocation: { '@type': 'Place', address } };
}

/**
 * schema.org JobPosting for a job page (quality-bars: Search engines and sharing). It mirrors
 * what the page shows; directApply only when the poster takes applications on this site.
 */
export function buildJobPostingJsonLd(job: Job, options: { url: string; siteUrl: string; now?: Date }) {
  const now = options.now ?? new Date();
  const employmentType = JOB_TYPES.find((type) => type.id === job.type_id)?.schemaOrg;
  const validThrough = computeValidThrough(job, now);
  const baseSalary = buildBaseSalary(job);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.position,
    description: job.description,
    ...(job.date_added ? { datePosted: job.date_added } : {}),
    ...(validThrough ? { validThrough } : {}),
    ...(employmentType ? { employmentType } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company_name,
      ...(job.company_website ? { sameAs: job.company_website } : {}),
    },
    ...buildLocation(job),
    ...(baseSalary ? { baseSalary } : {}),
    ...(job.how_to_apply_email ? { directApply: true } : {}),
    identifier: { '@type': 'PropertyValue', name: 'Good Food Jobs', value: String(job.id) },
    url: options.url,
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the tag. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
