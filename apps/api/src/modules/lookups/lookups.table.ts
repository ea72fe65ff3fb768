import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  varchar,
} from 'drizzle-orm/pg-core';

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  slug: varchar('slug', { length: 100 }).notNull().unique(),
});

export const jobTypes = pgTable('job_types', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
});

export const compensationTypes = pgTable('compensation_types', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  kind: varchar('kind', { length: 10 }).notNull(),
});

export const compensationRanges = pgTable('compensation_ranges', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  compensationTypeId: integer('compensation_type_id')
    .notNull()
    .references(() => compensationTypes.id),
  minCents: integer('min_cents'),
  maxCents: integer('max_cents'),
});

/** Form hints and labels per post type (content 3, Job post type). */
export const jobPostTypes = pgTable('job_post_types', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  priceCents: integer('price_cents').notNull().default(0),
  hintCompanyName: text('hint_company_name'),
  hintCompanyWebsite: text('hint_company_website'),
  hintCompanyEmail: text('hint_company_email'),
  hintCompanyDescription: text('hint_company_description'),
  hintPosition: text('hint_position'),
  hintDescription: text('hint_description'),
  hintHowToApplyEmail: text('hint_how_to_apply_email'),
  hintHowToApply: text('hint_how_to_apply'),
  hintDeadline: text('hint_deadline'),
  hintCity: text('hint_city'),
  hintCompensationPaid: text('hint_compensation_paid'),
  hintCompensationUnpaid: text('hint_compensation_unpaid'),
  hintCompensationStipend: text('hint_compensation_stipend'),
  labelCompany: text('label_company'),
  labelCompanyName: text('label_company_name'),
  labelCompanyWebsite: text('label_company_website'),
  labelCompanyEmail: text('label_company_email'),
  labelCompanyPhone: text('label_company_phone'),
  labelCompanyDescription: text('label_company_description'),
  labelDescription: text('label_description'),
  labelHowToApplyHow: text('label_how_to_apply_how'),
  labelHowToApply: text('label_how_to_apply'),
  labelWorkRemote: text('label_work_remote'),
  labelAdditionalApplicationInstructions: text('label_additional_application_instructions'),
  labelType: text('label_type'),
  labelPosition: text('label_position'),
});

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  code: varchar('code', { length: 2 }).notNull().unique(),
  code3: varchar('code3', { length: 3 }).notNull().unique(),
});

export const states = pgTable(
  'states',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    name: varchar('name', { length: 100 }).notNull(),
    code: varchar('code', { length: 10 }).notNull(),
    isTerritory: boolean('is_territory').notNull().default(false),
  },
  (t) => [index('states_country_idx').on(t.countryId, t.name)],
);

export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 30 }).notNull().unique(),
  name: varchar('name', { length: 60 }).notNull(),
});

export const regionStates = pgTable(
  'region_states',
  {
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    stateCode: varchar('state_code', { length: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.regionId, t.stateCode] })],
);

/** US zip code centroids, loaded from the `zipcodes` npm package at seed time. */
export const zipCodes = pgTable(
  'zip_codes',
  {
    zip: varchar('zip', { length: 5 }).primaryKey(),
    city: varchar('city', { length: 100 }).notNull(),
    stateCode: varchar('state_code', { length: 2 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [index('zip_codes_city_state_idx').on(t.stateCode, t.city)],
);
