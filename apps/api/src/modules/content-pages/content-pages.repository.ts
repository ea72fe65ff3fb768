import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.ts';
import { nextSortOrder } from '../content/sort-order.repository.ts';
import { contentPages } from './content-pages.table.ts';

export type ContentPageRow = typeof contentPages.$inferSelect;
export type NewContentPageRow = typeof contentPages.$inferInsert;

export async function listContentPages(db: Db, sections: string[], limit: number, offset: number) {
  const where = sections.length > 0 ? inArray(contentPages.section, sections) : undefined;
  const rows = await db
    .select()
    .from(contentPages)
    .where(where)
    .orderBy(asc(contentPages.section), asc(contentPages.sortOrder), asc(contentPages.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(contentPages).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The place after the other pages of `section`; `except` leaves out the page being moved. */
export function nextContentPageOrder(
  db: DbExecutor,
  section: ContentPageRow['section'],
  except?: number,
): Promise<number> {
  return nextSortOrder(
    db,
    { column: contentPages.sortOrder, id: contentPages.id },
    eq(contentPages.section, section),
    except,
  );
}

export async function findContentPage(db: DbExecutor, id: number): Promise<ContentPageRow | undefined> {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.id, id));
  return row;
}

export async function insertContentPage(db: DbExecutor, values: NewContentPageRow): Promise<ContentPageRow> {
  const [row] = await db.insert(contentPages).values(values).returning();
  if (!row) throw new Error('content_pages insert returned nothing');
  return row;
}

export async function updateContentPage(db: DbExecutor, id: number, values: Partial<NewContentPageRow>) {
  const [row] = await db
    .update(contentPages)
    .set({ ...values, dateModified: new Date() })
    .where(eq(contentPages.id, id))
    .returning();
  return row;
}

export async function deleteContentPage(db: DbExecutor, id: number): Promise<boolean> {
  return (
    (await db.delete(contentPages).where(eq(contentPages.id, id)).returning({ id: contentPages.id })).length >
    0
  );
}
