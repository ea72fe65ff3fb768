import { createRequire } from 'node:module';
import {
  CATEGORIES,
  COMPENSATION_RANGES,
  COMPENSATION_TYPES,
  DEFAULT_COUNTRY,
  JOB_TYPES,
  REGIONS,
} from '@gfj/contracts';
import { US_STATES } from '@gfj/contracts/us-states';
import { sql } from 'drizzle-orm';
import { seedFaqCategories } from '../../modules/faqs/faq-categories.seed.ts';
import { seedJobPackages } from '../../modules/job-packages/job-packages.seed.ts';
import {
  categories,
  compensationRanges,
  compensationTypes,
  countries,
  jobPostTypes,
  jobTypes,
  regionStates,
  regions,
} from '../../modules/lookups/lookups.table.ts';
import { type Db, queryRows } from '../client.ts';
import { JOB_POST_TYPES, SINGLE_LISTING_PRICE_CENTS } from './reference-post-types.ts';

const require = createRequire(import.meta.url);

/** Five-digit codes in the pinned `zipcodes` package (8.0.0); a complete table has this many. */
const ZIP_CODES_IN_PACKAGE = 42_555;

interface ZipRecord {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

function snakeToCamel(name: string): string {
  return name.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
}

async function seedLookups(db: Db): Promise<void> {
  await db
    .insert(categories)
    .values([...CATEGORIES])
    .onConflictDoNothing();
  await db
    .insert(jobTypes)
    .values(JOB_TYPES.map(({ id, name }) => ({ id, name })))
    .onConflictDoNothing();
  await db
    .insert(compensationTypes)
    .values(COMPENSATION_TYPES.map(({ id, name, kind }) => ({ id, name, kind })))
    .onConflictDoNothing();
  await db
    .insert(compensationRanges)
    .values(
      COMPENSATION_RANGES.map((r) => ({
        id: r.id,
        name: r.name,
        compensationTypeId: r.compensationTypeId,
        minCents: r.min,
        maxCents: r.max,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(jobPostTypes)
    .values(
      JOB_POST_TYPES.map((type) => ({
        id: type.id,
        name: type.name,
        priceCents: SINGLE_LISTING_PRICE_CENTS,
        ...Object.fromEntries(Object.entries(type.texts).map(([key, text]) => [snakeToCamel(key), text])),
      })),
    )
    .onConflictDoNothing();
}

/** The United States first (id 1, the default country), then every other country by name. */
async function seedCountries(db: Db): Promise<void> {
  const isoCountries = require('i18n-iso-countries') as {
    getNames(lang: string): Record<string, string>;
    alpha2ToAlpha3(code: string): string | undefined;
  };
  const others = Object.entries(isoCountries.getNames('en'))
    .filter(([code]) => code !== DEFAULT_COUNTRY.code)
    .sort(([, a], [, b]) => a.localeCompare(b, 'en'));
  const rows = [[DEFAULT_COUNTRY.code, DEFAULT_COUNTRY.name] as const, ...others].map(([code, name]) => ({
    code,
    name,
    code3: isoCountries.alpha2ToAlpha3(code) ?? code,
  }));
  // One statement keeps the id order (US = 1) and is cheap on PGlite.
  await db.insert(countries).values(rows).onConflictDoNothing();
  await db.execute(sql`
    INSERT INTO states (country_id, name, code, is_territory)
    SELECT c.id, s.name, s.code, s.is_territory
    FROM json_to_recordset(${JSON.stringify(US_STATES.map((s) => ({ ...s, is_territory: s.isTerritory ?? false })))}::json)
      AS s(name text, code text, is_territory boolean)
    JOIN countries c ON c.code = ${DEFAULT_COUNTRY.code}
    WHERE NOT EXISTS (SELECT 1 FROM states x WHERE x.country_id = c.id AND x.code = s.code)
    ORDER BY s.name`);
}

async function seedRegions(db: Db): Promise<void> {
  await db
    .insert(regions)
    .values(REGIONS.map(({ slug, name }) => ({ slug, name })))
    .onConflictDoNothing();
  const saved = await db.select({ id: regions.id, slug: regions.slug }).from(regions);
  const idBySlug = new Map(saved.map((r) => [r.slug, r.id]));
  const links = REGIONS.flatMap((region) =>
    region.states.map((stateCode) => ({ regionId: idBySlug.get(region.slug) as number, stateCode })),
  );
  await db.insert(regionStates).values(links).onConflictDoNothing();
}

/** ~42k centroids: sent as JSON chunks so PGlite inserts them in well under a second each. */
async function seedZipCodes(db: Db): Promise<void> {
  const [existing] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM zip_codes`,
  );
  // Checked before loading the package (~100 MB of objects), so a normal start never loads it.
  if ((existing?.count ?? 0) >= ZIP_CODES_IN_PACKAGE) return;
  const { codes } = require('zipcodes/lib/codes.js') as { codes: Record<string, ZipRecord> };
  const records = Object.values(codes).filter((r) => /^\d{5}$/.test(r.zip));
  if ((existing?.count ?? 0) >= records.length) return;
  const chunkSize = 10_000;
  for (let start = 0; start < records.length; start += chunkSize) {
    const chunk = records.slice(start, start + chunkSize).map((r) => ({
      zip: r.zip,
      city: r.city,
      state_code: r.state,
      latitude: r.latitude,
      longitude: r.longitude,
    }));
    await db.execute(sql`
      INSERT INTO zip_codes (zip, city, state_code, latitude, longitude)
      SELECT zip, city, state_code, latitude, longitude
      FROM json_to_recordset(${JSON.stringify(chunk)}::json)
        AS z(zip text, city text, state_code text, latitude double precision, longitude double precision)
      ON CONFLICT (zip) DO NOTHING`);
  }
}

/**
 * Lookup lists, post types, countries and US states, regions and zip centroids. Idempotent:
 * safe to run on every start and in every test database.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await seedLookups(db);
  await seedCountries(db);
  await seedRegions(db);
  await seedZipCodes(db);
  await seedJobPackages(db);
  await seedFaqCategories(db);
}
