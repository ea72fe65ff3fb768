import { CATEGORIES, type JobStatus, type RegionSlug } from '@gfj/contracts';
import type { NewJobRow } from '../../modules/jobs/jobs.table.ts';
import type { Company } from './companies.ts';
import { BENEFITS } from './employers.ts';
import { INTERNATIONAL_PLACES, type Place } from './places.ts';
import type { Random } from './random.ts';
import {
  BUSINESSES_FOR_SALE,
  CATEGORY_WORDING,
  type CategoryWording,
  CLOSINGS,
  EDUCATION_PROGRAMS,
  PROGRAM_BENEFITS,
  SALE_DETAILS,
} from './wording.ts';

const DAY = 24 * 60 * 60 * 1000;

/** What a job must be; decided up front by decks so the set's variety does not depend on luck. */
export interface JobPlan {
  status: JobStatus;
  postTypeId: 1 | 2 | 3;
  categoryId: number;
  /** Job type for post type 1 (1, 2, 4, 6); post types 2 and 3 have fixed types 7 and 8. */
  typeId: number;
  scope: 'us' | 'anywhere' | 'international';
  region: RegionSlug;
}

export interface JobContext {
  now: Date;
  places: Map<RegionSlug, Place[]>;
  companiesByCategory: Map<number, Company[]>;
  companiesByKind: Map<string, Company[]>;
  ownerIds: readonly number[];
  /** Share of filled, deleted and refunded jobs published long ago (not live). */
  oldShare: number;
  /** How far back expired jobs go, in days past their 30-day life. */
  oldSpanDays: number;
}

const COUNTRY_NAMES: Record<string, string> = {
  FR: 'France',
  CA: 'Canada',
  MX: 'Mexico',
  IT: 'Italy',
  DK: 'Denmark',
  GB: 'the United Kingdom',
  ES: 'Spain',
  JP: 'Japan',
  AU: 'Australia',
};

const TAGS = [
  'organic',
  'csa',
  'seasonal',
  'regenerative',
  'local food',
  'farmers market',
  'housing',
  'fermentation',
  'food justice',
  'whole animal',
  'grain',
  'dairy',
];

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200);
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;

interface Pay {
  compensation: string | null;
  compensationTypeIds: number[];
  compensationRangeIds: number[];
}

function hourlyPay(random: Random): Pay {
  // Never under the $15/hr wage floor (product-decisions.md).
  const low = random.int(15, 24);
  const high = low + random.int(1, 6);
  return {
    compensation: `${dollars(low)}-${dollars(high)} per hour, depending on experience`,
    compensationTypeIds: [4],
    compensationRangeIds: [low >= 20 ? 13 : 12],
  };
}

/** [range id, lowest, highest dollars, weight]: most jobs in the food sector pay modestly. */
const SALARY_BANDS: readonly (readonly [number, number, number, number])[] = [
  [16, 36000, 50000, 35],
  [10, 50000, 75000, 35],
  [11, 75000, 100000, 20],
  [3, 100000, 140000, 10],
];

function salariedPay(random: Random): Pay {
  const band = random.weighted(SALARY_BANDS.map((b, i) => [i, b[3]] as const));
  const [rangeId, min, max] = SALARY_BANDS[band] as readonly [number, number, number, number];
  const low = Math.round(random.int(min, max - 5000) / 1000) * 1000;
  const high = Math.min(max, low + random.int(3, 12) * 1000);
  return {
    compensation: `${dollars(low)}-${dollars(high)} per year plus ${random.pick(BENEFITS)}`,
    compensationTypeIds: [5],
    compensationRangeIds: [rangeId],
  };
}

function unpaidPay(random: Random, education: boolean): Pay {
  const options = education ? [9, 7, 8] : [6, 7, 8];
  const types = random.sample(options, random.int(1, options.length)).sort((a, b) => a - b);
  const words: Record<number, string> = {
    6: `a ${dollars(random.int(4, 12) * 100)} monthly stipend`,
    7: 'shared housing',
    8: 'meals from the farm',
    9: 'academic credit',
  };
  const text = types.map((t) => words[t]).join(', ');
  return {
    compensation: text.charAt(0).toUpperCase() + text.slice(1),
    compensationTypeIds: types,
    compensationRangeIds: [],
  };
}

function payFor(random: Random, plan: JobPlan): Pay {
  if (plan.postTypeId === 2) return { compensation: null, compensationTypeIds: [], compensationRangeIds: [] };
  if (plan.postTypeId === 3) {
    return random.chance(0.75)
      ? unpaidPay(random, true)
      : { compensation: null, compensationTypeIds: [], compensationRangeIds: [] };
  }
  if (plan.typeId === 4) return random.chance(0.5) ? hourlyPay(random) : unpaidPay(random, false);
  if (plan.typeId === 1) return random.chance(0.65) ? salariedPay(random) : hourlyPay(random);
  return hourlyPay(random);
}

function listItems(items: readonly string[]): string {
  return `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
}

function dates(random: Random, plan: JobPlan, ctx: JobContext) {
  const now = ctx.now.getTime();
  if (plan.status === 'draft' || plan.status === 'unapproved') {
    return { dateAdded: null, dateExpire: null, createdAt: new Date(now - random.next() * 10 * DAY) };
  }
  const old = plan.status === 'expired' || (plan.status !== 'approved' && random.chance(ctx.oldShare));
  const added = old
    ? now - 30 * DAY - (1 + random.next() * ctx.oldSpanDays) * DAY
    : now - random.next() * 29.5 * DAY;
  const dateAdded = new Date(Math.floor(added / 1000) * 1000);
  return {
    dateAdded,
    dateExpire: new Date(dateAdded.getTime() + 30 * DAY),
    createdAt: new Date(dateAdded.getTime() - random.int(1, 72) * 60 * 60 * 1000),
  };
}

/** One believable listing for the plan; the same random stream always gives the same job. */
export function composeJob(random: Random, plan: JobPlan, ctx: JobContext): NewJobRow {
  const wording = CATEGORY_WORDING[plan.categoryId] as CategoryWording;
  let categoryIds = [plan.categoryId];
  let position = '';
  let typeId = plan.typeId;
  let sale: (typeof BUSINESSES_FOR_SALE)[number] | undefined;
  if (plan.postTypeId === 2) {
    sale = random.pick(BUSINESSES_FOR_SALE);
    position = sale.title;
    categoryIds = [...sale.categories];
    typeId = 7;
  } else if (plan.postTypeId === 3) {
    const program = random.pick(EDUCATION_PROGRAMS);
    position = program.title;
    categoryIds = [...program.categories];
    typeId = 8;
  }
  // Programs are run by educators (category 5, listed first); a business for sale is sold by a
  // business of its own trade (the last, most specific category).
  const hiringCategory =
    (plan.postTypeId === 3 ? categoryIds[0] : categoryIds[categoryIds.length - 1]) ?? plan.categoryId;
  const sellers = sale ? ctx.companiesByKind.get(sale.seller) : undefined;
  const company = random.pick(
    sellers?.length ? sellers : (ctx.companiesByCategory.get(hiringCategory) ?? []),
  );
  if (plan.postTypeId === 1) {
    position = random.pick(typeId === 4 ? wording.trainees : wording.roles);
    const extra = random.pick(company.kind.categories);
    if (extra !== plan.categoryId && random.chance(0.35)) categoryIds.push(extra);
  }
  categoryIds.sort((a, b) => a - b);

  let place: Place | undefined;
  let abroad: (typeof INTERNATIONAL_PLACES)[number] | undefined;
  if (plan.scope === 'us') place = random.pick(ctx.places.get(plan.region) ?? []);
  if (plan.scope === 'international') abroad = random.pick(INTERNATIONAL_PLACES);
  const where = place
    ? `in ${place.city}, ${place.state}`
    : abroad
      ? `in ${abroad.city}, ${COUNTRY_NAMES[abroad.country] ?? abroad.country}`
      : 'with a team that works remotely';

  const pay = payFor(random, plan);
  const when = dates(random, plan, ctx);
  const paragraphs: string[] = [
    `<p>${escapeHtml(company.name)} is ${random.pick(company.kind.about)} ${escapeHtml(where)}. ${random.pick(company.kind.detail)}</p>`,
  ];
  if (plan.postTypeId === 2) {
    paragraphs.push(
      `<p><strong>${escapeHtml(position)}.</strong> ${random.sample(SALE_DETAILS, 3).join(' ')}</p>`,
    );
  } else if (plan.postTypeId === 3) {
    paragraphs.push(
      `<p>Our <strong>${escapeHtml(position)}</strong> runs for ${random.int(2, 40)} weeks and mixes field work with classroom sessions.</p>`,
      '<p><strong>What you will learn</strong></p>',
      listItems(random.sample(wording.duties, 3)),
    );
  } else {
    paragraphs.push(
      `<p>We are looking for a <strong>${escapeHtml(position)}</strong> to join our team of ${random.int(3, 40)}.</p>`,
      '<p><strong>What you will do</strong></p>',
      listItems(random.sample(wording.duties, random.int(3, 5))),
      '<p><strong>What we are looking for</strong></p>',
      listItems(random.sample(wording.skills, 3)),
      `<p>We offer ${random.sample(BENEFITS, 2).join(' and ')}.</p>`,
    );
  }
  paragraphs.push(`<p>${random.pick(CLOSINGS)}</p>`);

  const how = random.weighted([
    ['online', 35],
    ['email', 35],
    ['phone', 10],
    ['person', 10],
    ['text', 10],
  ] as const);
  const phone = `(${random.int(201, 989)}) 555-01${String(random.int(0, 99)).padStart(2, '0')}`;
  const published = when.dateAdded ?? when.createdAt;
  const deadline = random.chance(0.35)
    ? isoDate(new Date(published.getTime() + random.int(5, 45) * DAY))
    : null;
  const live = plan.status === 'approved' || plan.status === 'filled';

  return {
    ownerId: ctx.ownerIds[company.ownerIndex % ctx.ownerIds.length] ?? null,
    postTypeId: plan.postTypeId,
    status: plan.status,
    position,
    slug: slugify(`${position} ${company.name}`),
    companyName: company.name,
    companyWebsite: company.website,
    companyEmail: company.email,
    companyDescription: company.description,
    reuseCompanyDescription: random.chance(0.5),
    typeId,
    businessSaleType: sale?.saleType ?? null,
    businessSalePriceCents: sale ? random.int(sale.priceK[0], sale.priceK[1]) * 1000 * 100 : null,
    businessSalePriceNegotiable: plan.postTypeId === 2 && random.chance(0.5),
    categoryIds,
    categoryNames: categoryIds.map((id) => CATEGORIES.find((c) => c.id === id)?.name ?? '').join(' '),
    educationProgramFeesCents:
      plan.postTypeId === 3 ? (random.chance(0.2) ? 0 : random.int(2, 150) * 100 * 100) : null,
    educationProgramBenefits: plan.postTypeId === 3 ? random.pick(PROGRAM_BENEFITS) : null,
    ...pay,
    workVisa: random.chance(0.08),
    workRemote: plan.scope === 'anywhere',
    workLocation: plan.scope,
    city: place?.city ?? abroad?.city ?? null,
    state: place?.state ?? null,
    zipCode: place?.zipCode ?? null,
    country: abroad?.country ?? 'US',
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    location: place ? { x: place.longitude, y: place.latitude } : null,
    description: paragraphs.join(''),
    tags: random.sample(TAGS, random.int(0, 3)),
    howToApplyEmail: how === 'email' ? `jobs@${company.email.split('@')[1]}` : null,
    howToApplyOnline: how === 'online' ? `${company.website}/jobs/${slugify(position)}` : null,
    howToApplyPhone: how === 'phone' ? phone : null,
    howToApplyInPerson:
      how === 'person'
        ? `Stop by ${place ? `our place in ${place.city}` : 'our office'} any weekday between 9 am and 3 pm and ask for the manager.`
        : null,
    howToApply:
      how === 'text'
        ? `Send a short letter and your resume to ${company.email}, or call us at ${phone}.`
        : random.chance(0.3)
          ? 'Please include two references and tell us when you could start.'
          : null,
    deadline,
    highlighted: live && random.chance(0.1),
    counterView: when.dateAdded ? random.int(0, 400) : 0,
    counterEmail: when.dateAdded ? random.int(0, 25) : 0,
    dateAdded: when.dateAdded,
    dateExpire: when.dateExpire,
    createdAt: when.createdAt,
    updatedAt: when.dateAdded ?? when.createdAt,
  };
}
