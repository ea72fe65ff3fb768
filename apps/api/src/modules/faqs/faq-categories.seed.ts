import { FAQ_CATEGORY_IDS } from '@gfj/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { faqCategories } from './faqs.table.ts';

/**
 * The FAQ categories whose ids the spec fixes (content 3: 3 seekers, 4 posters, 5 everyone): the
 * /faq tabs ask for them by id, so they are reference data, seeded in every database. The id
 * sequence then moves past them, so categories staff add never collide.
 */
export async function seedFaqCategories(db: Db): Promise<void> {
  await db
    .insert(faqCategories)
    .values([
      { id: FAQ_CATEGORY_IDS.seekers, name: 'Job Seekers', url: '/faq#tab-0', sortOrder: 1 },
      { id: FAQ_CATEGORY_IDS.posters, name: 'Job Posters', url: '/faq#tab-1', sortOrder: 2 },
      { id: FAQ_CATEGORY_IDS.everyone, name: 'Everyone', url: '/faq#tab-2', sortOrder: 3 },
    ])
    .onConflictDoNothing();
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence('faq_categories', 'id'), GREATEST((SELECT max(id) FROM faq_categories), 5))`,
  );
}
