import { LIMITS } from '@gfj/contracts';
import { hash } from '@node-rs/argon2';
import type { Db } from '../src/db/client.ts';
import { geocodeJob } from '../src/modules/geo/geocode-job.ts';
import { slugifyPosition } from '../src/modules/jobs/job-slug.ts';
import { type JobRow, jobs, type NewJobRow } from '../src/modules/jobs/jobs.table.ts';
import { sanitizeDescription } from '../src/modules/jobs/sanitize-description.ts';
import { users } from '../src/modules/users/users.table.ts';

let sequence = 0;
function next(): number {
  sequence += 1;
  return sequence;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A valid, approved, geocoded job (Ithaca, NY 14850 by default), published an hour ago.
 * Any column can be overridden; the description is sanitised like every write path does.
 */
export async function buildJob(db: Db, overrides: Partial<NewJobRow> = {}): Promise<JobRow> {
  const n = next();
  const position = overrides.position ?? `Vegetable Farm Manager ${n}`;
  const dateAdded =
    'dateAdded' in overrides ? (overrides.dateAdded ?? null) : new Date(Date.now() - 60 * 60 * 1000);
  const place = {
    city: overrides.city === undefined ? 'Ithaca' : overrides.city,
    state: overrides.state === undefined ? 'NY' : overrides.state,
    zipCode: overrides.zipCode === undefined ? '14850' : overrides.zipCode,
    country: overrides.country ?? 'US',
  };
  const coordinates = await geocodeJob(db, {
    zip_code: place.zipCode,
    city: place.city,
    state: place.state,
    country: place.country,
  });
  const values: NewJobRow = {
    postTypeId: 1,
    status: 'approved',
    position,
    slug: slugifyPosition(position),
    companyName: `Green Acres Farm ${n}`,
    companyEmail: `hiring${n}@example.org`,
    typeId: 1,
    categoryIds: [1],
    categoryNames: 'Agriculture',
    compensationTypeIds: [4],
    compensationRangeIds: [13],
    howToApplyEmail: `apply${n}@example.org`,
    dateExpire: dateAdded ? new Date(dateAdded.getTime() + LIMITS.jobLifetimeDays * DAY_MS) : null,
    latitude: coordinates?.latitude ?? null,
    longitude: coordinates?.longitude ?? null,
    location: coordinates?.location ?? null,
    ...overrides,
    ...place,
    dateAdded,
    description: sanitizeDescription(
      overrides.description ?? '<p>Grow vegetables for our <strong>CSA</strong> and farmers markets.</p>',
    ),
  };
  const [row] = await db.insert(jobs).values(values).returning();
  if (!row) throw new Error('buildJob: insert returned nothing');
  return row;
}

export const DEFAULT_TEST_PASSWORD = 'correct horse battery';

/** A confirmed user with password DEFAULT_TEST_PASSWORD (accounts may swap the hashing). */
export async function buildUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<typeof users.$inferSelect> {
  const n = next();
  const { password, ...columns } = overrides;
  const [row] = await db
    .insert(users)
    .values({
      username: `user${n}`,
      email: `user${n}@example.org`,
      passwordHash: await hash(password ?? DEFAULT_TEST_PASSWORD),
      isConfirmed: true,
      confirmedAt: new Date(),
      ...columns,
    })
    .returning();
  if (!row) throw new Error('buildUser: insert returned nothing');
  return row;
}
