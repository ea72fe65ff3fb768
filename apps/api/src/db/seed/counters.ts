import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/**
 * Gives every seeded user their account counters row (registration creates it for real users)
 * with the number of jobs they own that are not deleted.
 */
export async function refreshUserCounters(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO user_counters (id, jobs_count)
    SELECT u.id, coalesce(j.n, 0)
    FROM users u
    LEFT JOIN (SELECT owner_id, count(*)::int AS n FROM jobs WHERE status <> 'deleted' GROUP BY owner_id) j
      ON j.owner_id = u.id
    ON CONFLICT (id) DO UPDATE SET jobs_count = excluded.jobs_count`);
}
