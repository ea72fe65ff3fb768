import { CATEGORIES, type JobStatus, type RegionSlug } from '@gfj/contracts';
import type { NewJobRow } from '../../modules/jobs/jobs.table.ts';
import { sanitizeDescription } from '../../modules/jobs/sanitize-description.ts';
import type { Company } from './companies.ts';
import type { EmployerKindName } from './employers.ts';
import {
  type Compensation,
  compensationForProgram,
  decideListing,
  type ListingContent,
  NO_COMPENSATION,
  payForRole,
  type Scope,
} from './listing-content.ts';
import {
  type Whereabouts,
  writeJobDescription,
  writeProgramDescription,
  writeSaleDescription,
} from './listing-text.ts';
import type { PayPeriod } from './pay.ts';
import { INTERNATIONAL_PLACES, type Place } from './places.ts';
import type { Random } from './random.ts';
import type { BUSINESSES_FOR_SALE } from './wording.ts';

const DAY = 24 * 60 * 60 * 1000;

/** What a job must be; decided up front by decks so the set's variety does not depend on luck. */
export interface JobPlan {
  status: JobStatus;
  postTypeId: 1 | 2 | 3;
  categoryId: number;
  /** Job type for post type 1 (1, 2, 4, 6); post types 2 and 3 have fixed types 7 and 8. */
  typeId: number;
  scope: Scope;
  region: RegionSlug;
}

export interface JobContext {
  now: Date;
  places: Map<RegionSlug, Place[]>;
  companiesByKind: ReadonlyMap<string, Company[]>;
  ownerIds: readonly number[];
  /**
   * Share of deleted and refunded jobs published long ago. Listed jobs (approved, filled) are
   * always within their 30 days: one past them would be expired, and the expiry schedule of a
   * server started on the set would do it then, moving the listing version batch by batch.
   */
  oldShare: number;
  /** How far back expired jobs go, in days past their 30-day life. */
  oldSpanDays: number;
}

/**
 * A generated listing: the row to store, with what is not stored beside it. The structured pay
 * (pay_period, pay_min, pay_max) is what the pay text, compensation types and ranges were derived
 * from; `employerKind` (not stored) lets tests check the employer.
 */
export type GeneratedJob = NewJobRow & {
  compensationTypeIds: number[];
  compensationRangeIds: number[];
  payPeriod: PayPeriod | null;
  payMin: number | null;
  payMax: number | null;
  employerKind: EmployerKindName;
};

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

/** Words a listing of this kind of employer may be tagged with. */
const KIND_TAGS: Record<EmployerKindName, readonly string[]> = {
  farm: ['organic', 'csa', 'seasonal', 'regenerative'],
  ranch: ['regenerative', 'whole animal'],
  creamery: ['dairy', 'fermentation'],
  bakery: ['grain', 'seasonal'],
  restaurant: ['seasonal', 'whole animal', 'local food'],
  'co-op': ['local food', 'organic'],
  nonprofit: ['food justice', 'local food'],
  'food bank': ['food justice'],
  'policy group': ['food justice'],
  'seed company': ['organic', 'seasonal'],
  brewery: ['fermentation', 'local food'],
  cidery: ['fermentation', 'seasonal'],
  orchard: ['organic', 'seasonal'],
  fishery: ['local food', 'seasonal'],
  'design studio': ['local food'],
  'media company': ['local food', 'food justice'],
  school: ['seasonal', 'organic'],
  'food hub': ['local food', 'farmers market'],
  'grain mill': ['grain', 'regenerative'],
};

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200);
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

function dates(random: Random, plan: JobPlan, ctx: JobContext) {
  const now = ctx.now.getTime();
  if (plan.status === 'draft' || plan.status === 'unapproved') {
    const createdAt = new Date(now - random.next() * 10 * DAY);
    // A pending listing was submitted for review: written, then submitted within the next hours
    // (derived, not drawn, so the rest of the set stays as it was). The moderation queue shows
    // and sorts by it.
    const submittedAt =
      plan.status === 'unapproved'
        ? new Date(Math.floor((createdAt.getTime() + (now - createdAt.getTime()) / 8) / 1000) * 1000)
        : null;
    return { dateAdded: null, dateExpire: null, createdAt, submittedAt };
  }
  const isListed = plan.status === 'approved' || plan.status === 'filled';
  const old = plan.status === 'expired' || (!isListed && random.chance(ctx.oldShare));
  const added = old
    ? now - 30 * DAY - (1 + random.next() * ctx.oldSpanDays) * DAY
    : now - random.next() * 29.5 * DAY;
  const dateAdded = new Date(Math.floor(added / 1000) * 1000);
  const createdAt = new Date(dateAdded.getTime() - random.int(1, 72) * 60 * 60 * 1000);
  return {
    dateAdded,
    dateExpire: new Date(dateAdded.getTime() + 30 * DAY),
    createdAt,
    // Published listings were submitted too, between writing and approval.
    submittedAt: new Date(Math.floor((createdAt.getTime() + dateAdded.getTime()) / 2000) * 1000),
  };
}

/** The free-text way to apply, in the words of the kind of listing. */
function writtenWayToApply(postTypeId: 1 | 2 | 3, email: string, phone: string): string {
  if (postTypeId === 2) return `Write to ${email} to ask for the details, or call us at ${phone}.`;
  if (postTypeId === 3) return `Write to ${email} with a few lines about yourself, or call us at ${phone}.`;
  return `Send a short letter and your resume to ${email}, or call us at ${phone}.`;
}

/** Now and then a job asks for something more; sales and programs do not. */
function jobNote(random: Random, listing: ListingContent): string | null {
  if (listing.postTypeId !== 1) return null;
  return random.chance(0.3) ? 'Please include two references and tell us when you could start.' : null;
}

/** One believable listing for the plan; the same random stream always gives the same job. */
export function composeJob(random: Random, plan: JobPlan, ctx: JobContext): GeneratedJob {
  const listing: ListingContent = decideListing(random, plan, ctx.companiesByKind);
  const { company, scope } = listing;
  const remote = scope === 'anywhere';

  let place: Place | undefined;
  let abroad: (typeof INTERNATIONAL_PLACES)[number] | undefined;
  if (scope === 'us') place = random.pick(ctx.places.get(plan.region) ?? []);
  if (scope === 'international') abroad = random.pick(INTERNATIONAL_PLACES);
  const where: Whereabouts = place
    ? { kind: 'place', text: `${place.city}, ${place.state}` }
    : abroad
      ? { kind: 'place', text: `${abroad.city}, ${COUNTRY_NAMES[abroad.country] ?? abroad.country}` }
      : { kind: 'remote' };

  let position: string;
  let typeId: number;
  let categoryIds: number[];
  let description: string;
  let pay: Compensation;
  let sale: (typeof BUSINESSES_FOR_SALE)[number] | undefined;
  let programBenefits: string | null = null;
  if (listing.postTypeId === 1) {
    const { role } = listing;
    position = role.title;
    typeId = listing.typeId;
    categoryIds = [...role.categories];
    pay = payForRole(random, role, typeId, company, remote);
    description = writeJobDescription(random, { role, company, where, remote });
  } else if (listing.postTypeId === 2) {
    sale = listing.sale;
    position = sale.title;
    typeId = 7;
    categoryIds = [...sale.categories];
    pay = NO_COMPENSATION;
    description = writeSaleDescription(random, { sale, company, where });
  } else {
    const { program } = listing;
    position = program.title;
    typeId = 8;
    categoryIds = [...program.categories];
    pay = compensationForProgram(random, program, remote);
    programBenefits = pay.compensation
      ? `${pay.compensation}, plus a certificate of completion.`
      : 'A certificate of completion.';
    description = writeProgramDescription(random, { program, company, where, online: remote });
  }
  categoryIds.sort((a, b) => a - b);
  const when = dates(random, plan, ctx);

  // Nobody can walk in to apply for remote work.
  const how = random.weighted([
    ['online', 35],
    ['email', 35],
    ['phone', 10],
    ['person', remote ? 0 : 10],
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
    postTypeId: listing.postTypeId,
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
    businessSalePriceNegotiable: sale !== undefined && random.chance(0.5),
    categoryIds,
    categoryNames: categoryIds.map((id) => CATEGORIES.find((c) => c.id === id)?.name ?? '').join(' '),
    educationProgramFeesCents:
      listing.postTypeId === 3 ? (random.chance(0.2) ? 0 : random.int(2, 150) * 100 * 100) : null,
    educationProgramBenefits: programBenefits,
    compensation: pay.compensation,
    compensationTypeIds: pay.compensationTypeIds,
    compensationRangeIds: pay.compensationRangeIds,
    payPeriod: pay.pay?.period ?? null,
    payMin: pay.pay?.minCents ?? null,
    payMax: pay.pay?.maxCents ?? null,
    employerKind: company.kind.kind,
    workVisa: random.chance(0.08),
    workRemote: remote,
    workLocation: scope,
    city: place?.city ?? abroad?.city ?? null,
    state: place?.state ?? null,
    zipCode: place?.zipCode ?? null,
    country: abroad?.country ?? 'US',
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    location: place ? { x: place.longitude, y: place.latitude } : null,
    description: sanitizeDescription(description),
    tags: random.sample(KIND_TAGS[company.kind.kind], random.int(0, 2)),
    howToApplyEmail: how === 'email' ? `jobs@${company.email.split('@')[1]}` : null,
    howToApplyOnline: how === 'online' ? `${company.website}/jobs/${slugify(position)}` : null,
    howToApplyPhone: how === 'phone' ? phone : null,
    howToApplyInPerson:
      how === 'person'
        ? `Stop by ${place ? `our place in ${place.city}` : 'our place'} any weekday between 9 am and 3 pm and ask for the manager.`
        : null,
    howToApply:
      how === 'text' ? writtenWayToApply(listing.postTypeId, company.email, phone) : jobNote(random, listing),
    deadline,
    highlighted: live && random.chance(0.1),
    counterView: when.dateAdded ? random.int(0, 400) : 0,
    counterEmail: when.dateAdded ? random.int(0, 25) : 0,
    dateAdded: when.dateAdded,
    dateExpire: when.dateExpire,
    createdAt: when.createdAt,
    submittedAt: when.submittedAt,
    updatedAt: when.dateAdded ?? when.submittedAt ?? when.createdAt,
  };
}
