import { and, asc, count, eq, exists, inArray, notExists, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.ts';
import type { UniqueField } from '../../db/unique-values.ts';
import { nextSortOrder } from '../content/sort-order.repository.ts';
import { alumInquiries, alums, educationTags, establishments, establishmentTags } from './education.table.ts';

/** Visitors choose tags by name (decision 074): two of one name could not be told apart. */
export const EDUCATION_TAG_NAME: UniqueField = {
  field: 'name',
  column: educationTags.name,
  id: educationTags.id,
  index: 'education_tags_name_lower_idx',
};

export type EducationTagRow = typeof educationTags.$inferSelect;
export type EstablishmentRow = typeof establishments.$inferSelect;
export type AlumRow = typeof alums.$inferSelect;
export type AlumInquiryRow = typeof alumInquiries.$inferSelect;

export async function listEducationTags(db: Db, limit = 100, offset = 0) {
  const rows = await db
    .select()
    .from(educationTags)
    .orderBy(asc(educationTags.sortOrder), asc(educationTags.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(educationTags);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The place after the other tags; `except` leaves out the tag being moved. */
export function nextEducationTagOrder(db: DbExecutor, except?: number): Promise<number> {
  return nextSortOrder(db, { column: educationTags.sortOrder, id: educationTags.id }, undefined, except);
}

/** The place after the other establishments; `except` leaves out the one being moved. */
export function nextEstablishmentOrder(db: DbExecutor, except?: number): Promise<number> {
  return nextSortOrder(db, { column: establishments.sortOrder, id: establishments.id }, undefined, except);
}

/** The place after the establishment's other alums; `except` leaves out the alum being moved. */
export function nextAlumOrder(db: DbExecutor, establishmentId: number, except?: number): Promise<number> {
  return nextSortOrder(
    db,
    { column: alums.sortOrder, id: alums.id },
    eq(alums.establishmentId, establishmentId),
    except,
  );
}

export async function findEducationTag(db: DbExecutor, id: number): Promise<EducationTagRow | undefined> {
  const [row] = await db.select().from(educationTags).where(eq(educationTags.id, id));
  return row;
}

export async function findEducationTags(db: DbExecutor, ids: number[]): Promise<EducationTagRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(educationTags).where(inArray(educationTags.id, ids));
}

/** Establishments carrying any of `tagIds` (every one when empty), in their sort order. */
export async function listEstablishments(db: Db, tagIds: number[], limit: number, offset: number) {
  const where =
    tagIds.length === 0
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(establishmentTags)
            .where(
              and(
                eq(establishmentTags.establishmentId, establishments.id),
                inArray(establishmentTags.tagId, tagIds),
              ),
            ),
        );
  const rows = await db
    .select()
    .from(establishments)
    .where(where)
    .orderBy(asc(establishments.sortOrder), asc(establishments.name), asc(establishments.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(establishments).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findEstablishment(db: DbExecutor, id: number): Promise<EstablishmentRow | undefined> {
  const [row] = await db.select().from(establishments).where(eq(establishments.id, id));
  return row;
}

/** The tags (id, name) and alums of some establishments, for presenting them. */
export async function loadEstablishmentRelations(db: DbExecutor, ids: number[]) {
  if (ids.length === 0) return { tags: [], alums: [] };
  const tags = await db
    .select({
      establishmentId: establishmentTags.establishmentId,
      id: educationTags.id,
      name: educationTags.name,
    })
    .from(establishmentTags)
    .innerJoin(educationTags, eq(educationTags.id, establishmentTags.tagId))
    .where(inArray(establishmentTags.establishmentId, ids))
    .orderBy(asc(educationTags.sortOrder), asc(educationTags.id));
  const alumRows = await db
    .select()
    .from(alums)
    .where(inArray(alums.establishmentId, ids))
    .orderBy(asc(alums.sortOrder), asc(alums.id));
  return { tags, alums: alumRows };
}

export async function insertEstablishment(db: DbExecutor, values: typeof establishments.$inferInsert) {
  const [row] = await db.insert(establishments).values(values).returning();
  if (!row) throw new Error('establishments insert returned nothing');
  return row;
}

export async function updateEstablishment(
  db: DbExecutor,
  id: number,
  values: Partial<typeof establishments.$inferInsert>,
) {
  // An empty change (a PATCH of nothing but relations) updates no column.
  if (Object.keys(values).length === 0) return findEstablishment(db, id);
  const [row] = await db.update(establishments).set(values).where(eq(establishments.id, id)).returning();
  return row;
}

export async function setEstablishmentTags(
  db: DbExecutor,
  establishmentId: number,
  tagIds: number[],
): Promise<void> {
  await db.delete(establishmentTags).where(eq(establishmentTags.establishmentId, establishmentId));
  if (tagIds.length > 0) {
    await db.insert(establishmentTags).values(tagIds.map((tagId) => ({ establishmentId, tagId })));
  }
}

export async function deleteEstablishment(db: DbExecutor, id: number): Promise<boolean> {
  return (
    (await db.delete(establishments).where(eq(establishments.id, id)).returning({ id: establishments.id }))
      .length > 0
  );
}

export async function insertEducationTag(db: DbExecutor, values: typeof educationTags.$inferInsert) {
  const [row] = await db.insert(educationTags).values(values).returning();
  if (!row) throw new Error('education_tags insert returned nothing');
  return row;
}

export async function updateEducationTag(
  db: DbExecutor,
  id: number,
  values: Partial<typeof educationTags.$inferInsert>,
) {
  // An empty change (a PATCH of nothing but relations) updates no column.
  if (Object.keys(values).length === 0) return findEducationTag(db, id);
  const [row] = await db.update(educationTags).set(values).where(eq(educationTags.id, id)).returning();
  return row;
}

export async function deleteEducationTag(db: DbExecutor, id: number): Promise<boolean> {
  return (
    (await db.delete(educationTags).where(eq(educationTags.id, id)).returning({ id: educationTags.id }))
      .length > 0
  );
}

export async function listAlums(db: Db, establishmentId: number | undefined, limit: number, offset: number) {
  const where = establishmentId === undefined ? undefined : eq(alums.establishmentId, establishmentId);
  const rows = await db
    .select()
    .from(alums)
    .where(where)
    .orderBy(asc(alums.establishmentId), asc(alums.sortOrder), asc(alums.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(alums).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findAlum(db: DbExecutor, id: number): Promise<AlumRow | undefined> {
  const [row] = await db.select().from(alums).where(eq(alums.id, id));
  return row;
}

/**
 * An alum as the directory offers them to anyone, with their establishment's id and name: none when
 * the establishment carries `hiddenTagId` (tag 5: no Connect with an alum).
 */
export async function findListedAlum(
  db: DbExecutor,
  id: number,
  hiddenTagId: number,
): Promise<{ alum: AlumRow; establishment: { id: number; name: string } } | undefined> {
  const [row] = await db
    .select({ alum: alums, establishment: { id: establishments.id, name: establishments.name } })
    .from(alums)
    .innerJoin(establishments, eq(establishments.id, alums.establishmentId))
    .where(
      and(
        eq(alums.id, id),
        notExists(
          db
            .select({ one: sql`1` })
            .from(establishmentTags)
            .where(
              and(
                eq(establishmentTags.establishmentId, alums.establishmentId),
                eq(establishmentTags.tagId, hiddenTagId),
              ),
            ),
        ),
      ),
    );
  return row;
}

export async function insertAlum(db: DbExecutor, values: typeof alums.$inferInsert) {
  const [row] = await db.insert(alums).values(values).returning();
  if (!row) throw new Error('alums insert returned nothing');
  return row;
}

export async function updateAlum(db: DbExecutor, id: number, values: Partial<typeof alums.$inferInsert>) {
  // An empty change (a PATCH of nothing but relations) updates no column.
  if (Object.keys(values).length === 0) return findAlum(db, id);
  const [row] = await db.update(alums).set(values).where(eq(alums.id, id)).returning();
  return row;
}

export async function deleteAlum(db: DbExecutor, id: number): Promise<boolean> {
  return (await db.delete(alums).where(eq(alums.id, id)).returning({ id: alums.id })).length > 0;
}

/** Whether the establishment carries `tagId` (tag 5: no Connect with an alum). */
export async function establishmentHasTag(
  db: DbExecutor,
  establishmentId: number,
  tagId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(establishmentTags)
    .where(and(eq(establishmentTags.establishmentId, establishmentId), eq(establishmentTags.tagId, tagId)))
    .limit(1);
  return row !== undefined;
}

export async function recordAlumInquiry(db: DbExecutor, values: typeof alumInquiries.$inferInsert) {
  const [row] = await db.insert(alumInquiries).values(values).returning();
  if (!row) throw new Error('alum_inquiries insert returned nothing');
  await db
    .update(alums)
    .set({ contactedCounter: sql`${alums.contactedCounter} + 1` })
    .where(eq(alums.id, values.alumId));
  return row;
}

export async function listAlumInquiries(db: Db, limit: number, offset: number) {
  const rows = await db
    .select()
    .from(alumInquiries)
    .orderBy(sql`${alumInquiries.dateAdded} DESC`, sql`${alumInquiries.id} DESC`)
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(alumInquiries);
  return { rows, total: Number(total?.n ?? 0) };
}
