import { LIMITS } from '@gfj/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { listedJobCondition } from './search.sql.ts';

export type SuggestionKind = 'position' | 'company' | 'category';
export interface Suggestion {
  value: string;
  kind: SuggestionKind;
}

export const AUTOCOMPLETE_LIMIT = 10;
/** Eight short category names: a lower bar than pg_trgm's 0.6 catches one-letter typos ("Culinery"). */
const CATEGORY_SIMILARITY = 0.45;

/**
 * Typo-tolerant suggestions from listed jobs' positions and company names and from the category
 * names: `<%` (word similarity above pg_trgm's threshold) is served by the GIN trigram indexes,
 * a prefix match ranks first, then the best word similarity.
 */
export async function suggestKeywords(db: Db, keywords: string, now: Date): Promise<Suggestion[]> {
  const q = keywords.trim().slice(0, 100);
  if (q.length < LIMITS.autocompleteMin) return [];
  const prefix = `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return queryRows<Suggestion>(
    db,
    sql`SELECT value, kind FROM (
        SELECT j.position AS value, 'position' AS kind, word_similarity(${q}, j.position) AS score,
          j.position ILIKE ${prefix} AS is_prefix
        FROM jobs j WHERE ${q} <% j.position AND ${listedJobCondition(now)}
        UNION ALL
        SELECT j.company_name, 'company', word_similarity(${q}, j.company_name), j.company_name ILIKE ${prefix}
        FROM jobs j WHERE ${q} <% j.company_name AND ${listedJobCondition(now)}
        UNION ALL
        SELECT c.name, 'category', word_similarity(${q}, c.name), c.name ILIKE ${prefix}
        FROM categories c WHERE word_similarity(${q}, c.name) >= ${CATEGORY_SIMILARITY}
      ) s
      GROUP BY value, kind
      ORDER BY bool_or(is_prefix) DESC, max(score) DESC, count(*) DESC, value
      LIMIT ${AUTOCOMPLETE_LIMIT}`,
  );
}
