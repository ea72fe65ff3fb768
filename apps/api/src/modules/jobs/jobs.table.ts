import type { JobStatus, WorkLocation } from '@gfj/contracts';
import { getTableColumns, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { point, tsvector } from '../../db/column-types.ts';
import { companies } from '../companies/companies.table.ts';
import { userJobPackages } from '../job-packages/job-packages.table.ts';
import { jobPostTypes, jobTypes } from '../lookups/lookups.table.ts';
import { users } from '../users/users.table.ts';

export interface JobAttachment {
  name: string;
  url: string;
  size?: number;
  /** Set for files uploaded through /api/media-objects. */
  mediaObjectId?: number;
  contentType?: string;
}

/**
 * Every field of the spec's Job entity (core 3) that is stored; derived fields (item_url,
 * location_name, past_deadline, description_preview, current_user_is_follower) are computed by
 * the presenter. Lookup lists are stored as id arrays so filters use one GIN index each.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id').references(() => users.id),
    postTypeId: integer('post_type_id')
      .notNull()
      .references(() => jobPostTypes.id),
    status: varchar('status', { length: 12 }).$type<JobStatus>().notNull().default('draft'),
    position: varchar('position', { length: 200 }).notNull(),
    slug: varchar('slug', { length: 220 }).notNull(),
    companyName: varchar('company_name', { length: 200 }).notNull(),
    companyWebsite: varchar('company_website', { length: 300 }),
    companyEmail: varchar('company_email', { length: 100 }),
    companyDescription: text('company_description'),
    reuseCompanyDescription: boolean('reuse_company_description').notNull().default(false),
    typeId: integer('type_id').references(() => jobTypes.id),
    businessSaleType: varchar('business_sale_type', { length: 100 }),
    businessSalePriceCents: bigint('business_sale_price', { mode: 'number' }),
    businessSalePriceNegotiable: boolean('business_sale_price_negotiable').notNull().default(false),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Denormalised category names, so the generated search vector can weigh them. */
    categoryNames: text('category_names').notNull().default(''),
    educationProgramFeesCents: integer('education_program_fees'),
    educationProgramBenefits: text('education_program_benefits'),
    compensation: text('compensation'),
    compensationTypeIds: integer('compensation_type_ids').array().notNull().default(sql`'{}'::integer[]`),
    compensationRangeIds: integer('compensation_range_ids').array().notNull().default(sql`'{}'::integer[]`),
    workVisa: boolean('work_visa').notNull().default(false),
    workRemote: boolean('work_remote').notNull().default(false),
    workLocation: varchar('work_location', { length: 15 }).$type<WorkLocation>().notNull().default('us'),
    city: varchar('city', { length: 100 }),
    state: varchar('state', { length: 10 }),
    zipCode: varchar('zip_code', { length: 10 }),
    country: varchar('country', { length: 2 }).notNull().default('US'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    location: point('location'),
    description: text('description').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    howToApplyEmail: varchar('how_to_apply_email', { length: 100 }),
    howToApplyOnline: varchar('how_to_apply_online', { length: 500 }),
    howToApplyPhone: varchar('how_to_apply_phone', { length: 50 }),
    howToApplyInPerson: text('how_to_apply_in_person'),
    howToApply: text('how_to_apply'),
    deadline: date('deadline', { mode: 'string' }),
    attachments: jsonb('attachments').$type<JobAttachment[]>().notNull().default([]),
    /** Structured pay (issue 14): `hour` or `year`, cents; compensation types/ranges derive from it. */
    payPeriod: varchar('pay_period', { length: 4 }),
    payMin: bigint('pay_min', { mode: 'number' }),
    payMax: bigint('pay_max', { mode: 'number' }),
    companyId: integer('company_id').references(() => companies.id),
    /** The company page's slug, kept with the job so presenting a job needs no join (slugs never change). */
    companySlug: varchar('company_slug', { length: 220 }),
    /** Set when a submitted draft waits for payment in the poster's cart (decision 033). */
    awaitingPaymentAt: timestamp('awaiting_payment_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The package whose credit paid for the listing, so a refund can give it back. */
    userJobPackageId: integer('user_job_package_id').references(() => userJobPackages.id),
    highlighted: boolean('highlighted').notNull().default(false),
    /** Why staff last returned the listing to draft (shown to the poster until it is approved). */
    moderationReason: text('moderation_reason'),
    counterView: integer('counter_view').notNull().default(0),
    counterEmail: integer('counter_email').notNull().default(0),
    dateAdded: timestamp('date_added', { withTimezone: true }),
    dateExpire: timestamp('date_expire', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, coalesce(position, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(company_name, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(category_names, '')), 'C') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'D')`,
      ),
  },
  (t) => {
    // Listed jobs (approved, filled) are a small share of the table and the only ones search
    // reads: its indexes are partial, so a broad keyword or category touches live rows only.
    const listed = sql`${t.status} IN ('approved', 'filled')`;
    return [
      index('jobs_status_date_added_idx').on(t.status, t.dateAdded),
      index('jobs_owner_idx').on(t.ownerId),
      index('jobs_company_idx').on(t.companyId),
      // Newest first, and every non-text filter column after the order: searches without keywords
      // count and page with index-only scans (decision 013) instead of visiting each listed row,
      // which at 1M jobs are scattered over the whole table.
      index('jobs_listed_date_added_idx')
        .on(
          t.dateAdded.desc(),
          t.id.desc(),
          t.dateExpire,
          t.typeId,
          t.workLocation,
          t.country,
          t.state,
          t.workRemote,
          t.workVisa,
          t.highlighted,
          t.categoryIds,
          t.compensationTypeIds,
          t.compensationRangeIds,
        )
        .where(listed),
      index('jobs_listed_location_idx').using('gist', t.location).where(listed),
      index('jobs_listed_search_vector_idx').using('gin', t.searchVector).where(listed),
      index('jobs_listed_category_ids_idx').using('gin', t.categoryIds).where(listed),
      index('jobs_listed_compensation_type_ids_idx').using('gin', t.compensationTypeIds).where(listed),
      index('jobs_listed_compensation_range_ids_idx').using('gin', t.compensationRangeIds).where(listed),
      index('jobs_listed_state_idx').on(t.state).where(listed),
      index('jobs_listed_type_idx').on(t.typeId).where(listed),
      index('jobs_listed_company_trgm_idx').using('gin', sql`${t.companyName} gin_trgm_ops`).where(listed),
    ];
  },
);

/**
 * Every column but the search vector: only the search SQL reads it, and it is about as big as the
 * description, so reading it with a job would double what each job read moves.
 */
const { searchVector: _searchVector, ...jobRowColumnsWithoutVector } = getTableColumns(jobs);
export const jobRowColumns = jobRowColumnsWithoutVector;

export type JobRow = Omit<typeof jobs.$inferSelect, 'searchVector'>;
export type NewJobRow = typeof jobs.$inferInsert;
