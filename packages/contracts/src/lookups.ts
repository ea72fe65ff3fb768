// Fixed lookup lists from the spec (core 3, content 9). Ids are part of the wire contract.

export const CATEGORIES = [
  { id: 1, name: 'Agriculture', slug: 'agriculture' },
  { id: 2, name: 'Business', slug: 'business' },
  { id: 3, name: 'Culinary', slug: 'culinary' },
  { id: 4, name: 'Design', slug: 'design' },
  { id: 5, name: 'Education', slug: 'education' },
  { id: 6, name: 'Media', slug: 'media' },
  { id: 7, name: 'Nonprofit', slug: 'nonprofit' },
  { id: 8, name: 'Production', slug: 'production' },
] as const;

export const JOB_TYPES = [
  { id: 1, name: 'Full-Time', schemaOrg: 'FULL_TIME' },
  { id: 2, name: 'Part-Time', schemaOrg: 'PART_TIME' },
  { id: 4, name: 'Internship/Apprentice', schemaOrg: 'INTERN' },
  { id: 6, name: 'Summer job', schemaOrg: 'TEMPORARY' },
  { id: 7, name: 'Business for sale', schemaOrg: 'OTHER' },
  { id: 8, name: 'Educational program', schemaOrg: 'OTHER' },
] as const;

export const JOB_TYPE_IDS = {
  fullTime: 1,
  partTime: 2,
  internship: 4,
  summer: 6,
  businessForSale: 7,
  educationalProgram: 8,
} as const;

/** Paid ids 4 and 5 are the spec's; the unpaid ids are ours (docs/decisions/004). */
export const COMPENSATION_TYPES = [
  { id: 4, name: 'hourly', kind: 'paid' },
  { id: 5, name: 'salaried', kind: 'paid' },
  { id: 6, name: 'stipend', kind: 'unpaid' },
  { id: 7, name: 'housing', kind: 'unpaid' },
  { id: 8, name: 'meals', kind: 'unpaid' },
  { id: 9, name: 'academic credit', kind: 'unpaid' },
] as const;

export const PAID_COMPENSATION_TYPE = { hourly: 4, salaried: 5 } as const;

export const COMPENSATION_RANGES = [
  { id: 12, name: '$15-20/hr', compensationTypeId: 4, min: 1500, max: 2000, unit: 'HOUR' },
  { id: 13, name: '$20/hr +', compensationTypeId: 4, min: 2000, max: null, unit: 'HOUR' },
  { id: 16, name: '$35,568* - $50,000', compensationTypeId: 5, min: 3556800, max: 5000000, unit: 'YEAR' },
  { id: 10, name: '$50,000 - $75,000', compensationTypeId: 5, min: 5000000, max: 7500000, unit: 'YEAR' },
  { id: 11, name: '$75,000 - $100,000', compensationTypeId: 5, min: 7500000, max: 10000000, unit: 'YEAR' },
  { id: 3, name: 'more than $100,000', compensationTypeId: 5, min: 10000000, max: null, unit: 'YEAR' },
] as const;

export const HOURLY_RANGE_IDS = [12, 13] as const;
export const SALARIED_RANGE_IDS = [16, 10, 11, 3] as const;

export const DISTANCES = [15, 30, 60] as const;
export const DEFAULT_DISTANCE = 30;

export const DATE_POSTED = [
  { value: 'any', label: 'Any Time' },
  { value: '24hours', label: 'Past 24 Hours' },
  { value: 'week', label: 'Past Week' },
  { value: 'month', label: 'Past Month' },
] as const;

export const SORTS = ['date_added.asc', 'date_added.desc', 'highlighted_popular'] as const;
export type Sort = (typeof SORTS)[number];

/** Regions and their states, from product-decisions.md. */
export const REGIONS = [
  { slug: 'pacific-west', name: 'Pacific West', states: ['AK', 'CA', 'HI', 'OR', 'WA'] },
  { slug: 'west', name: 'West', states: ['AZ', 'CO', 'ID', 'MT', 'NV', 'NM', 'UT', 'WY'] },
  { slug: 'central', name: 'Central', states: ['KS', 'NE', 'ND', 'OK', 'SD', 'TX'] },
  { slug: 'mid-west', name: 'Midwest', states: ['IA', 'IL', 'IN', 'MI', 'MN', 'MO', 'OH', 'WI'] },
  {
    slug: 'south-east',
    name: 'South East',
    states: ['AL', 'AR', 'FL', 'GA', 'KY', 'LA', 'MS', 'NC', 'SC', 'TN', 'VA', 'WV'],
  },
  {
    slug: 'north-east',
    name: 'North East',
    states: ['CT', 'DC', 'DE', 'MA', 'MD', 'ME', 'NH', 'NJ', 'NY', 'PA', 'RI', 'VT'],
  },
] as const;
export type RegionSlug = (typeof REGIONS)[number]['slug'];
export const REGION_SLUGS = REGIONS.map((r) => r.slug) as RegionSlug[];

export const JOB_STATUSES = [
  'unapproved',
  'approved',
  'draft',
  'expired',
  'deleted',
  'filled',
  'refunded',
] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** Statuses a visitor may see in lists; expired jobs are reachable by direct link only. */
export const LISTED_STATUSES = ['approved', 'filled'] as const;
export const PUBLIC_STATUSES = ['approved', 'filled', 'expired'] as const;

export const POST_TYPES = [
  { id: 1, name: 'job' },
  { id: 2, name: 'business for sale' },
  { id: 3, name: 'education program' },
] as const;

export const WORK_LOCATIONS = ['us', 'international', 'anywhere'] as const;
export type WorkLocation = (typeof WORK_LOCATIONS)[number];

export const DEFAULT_COUNTRY = { code: 'US', name: 'United States' } as const;

export const GENDERS = ['female', 'male', 'transgender', 'not specify', 'none'] as const;
export const ETHNICITIES = [
  'white',
  'hispanic or latino',
  'black or african american',
  'native american or american indian',
  'asian',
  'native hawaiian or other pacific islander',
  'other',
  'prefer not to specify',
] as const;
export const IDENTIFY_AS = ['job seeker', 'job poster', 'both', 'neither'] as const;
export type IdentifyAs = (typeof IDENTIFY_AS)[number];

/**
 * What the profile form shows for each value the spec stores (the values stay the wire contract).
 * One list each, in the order offered; "not specify" and "prefer not to specify" read as the one
 * "Prefer not to say" (the form's empty choice means "not answered", not a third refusal).
 */
export const GENDER_OPTIONS: ReadonlyArray<{ value: (typeof GENDERS)[number]; label: string }> = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'transgender', label: 'Transgender' },
  { value: 'none', label: 'None of these' },
  { value: 'not specify', label: 'Prefer not to say' },
];
export const ETHNICITY_OPTIONS: ReadonlyArray<{ value: (typeof ETHNICITIES)[number]; label: string }> = [
  { value: 'asian', label: 'Asian' },
  { value: 'black or african american', label: 'Black or African American' },
  { value: 'hispanic or latino', label: 'Hispanic or Latino' },
  { value: 'native american or american indian', label: 'Native American or American Indian' },
  { value: 'native hawaiian or other pacific islander', label: 'Native Hawaiian or Other Pacific Islander' },
  { value: 'white', label: 'White' },
  { value: 'other', label: 'Other' },
  { value: 'prefer not to specify', label: 'Prefer not to say' },
];

export { LIMITS } from './limits.ts';
