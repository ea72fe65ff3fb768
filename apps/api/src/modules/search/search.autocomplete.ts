import { LIMITS } from '@gfj/contracts';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { ADVISORY_LOCKS } from '../../db/advisory-locks.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { listedJobCondition } from './search.sql.ts';

export type SuggestionKind = 'position' | 'company' | 'category';
export interface Suggestion {
  value: string;
  kind: SuggestionKind;
}

export const AUTOCOMPLETE_LIMIT = 10;
/** Suggestions may lag job changes by this much; they are hints, the search itself is exact. */
export const SUGGESTIONS_MAX_AGE_MS = 60_000;
/** Short category names need a lower bar than pg_trgm's 0.6 to catch one-letter typos ("Culinery"). */
const CATEGORY_SIMILARITY = 0.45;

/**
 * Rebuilds search_suggestions from the listed jobs and the categories in one transaction: readers
 * keep seeing the previous rows until it commits, never an empty or half-filled table. Processes
 * take turns (an advisory lock held to the commit), and with `olderThanMs` a process whose turn
 * comes after another's rebuild of less than that age does nothing. Returns whether it rebuilt.
 */
export async function refreshSearchSuggestions(
  db: Db,
  now: Date = new Date(),
  olderThanMs = 0,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCKS.searchSuggestions})`);
    if (olderThanMs > 0) {
      const [row] = await queryRows<{ at: string | Date | null }>(
        tx,
        sql`SELECT max(refreshed_at) AS at FROM search_suggestions`,
      );
      if (row?.at && now.getTime() - new Date(row.at).getTime() < olderThanMs) return false;
    }
    await tx.execute(sql`DELETE FROM search_suggestions`);
    await tx.execute(sql`INSERT INTO search_suggestions (kind, value, jobs_count, refreshed_at)
      SELECT 'position', j.position, count(*)::int, ${now.toISOString()}::timestamptz FROM jobs j
        WHERE ${listedJobCondition(now)} GROUP BY j.position
      UNION ALL
      SELECT 'company', j.company_name, count(*)::int, ${now.toISOString()}::timestamptz FROM jobs j
        WHERE ${listedJobCondition(now)} GROUP BY j.company_name
      UNION ALL
      SELECT 'category', c.name, 0, ${now.toISOString()}::timestamptz FROM categories c`);
    return true;
  });
}

/** When this process last made sure the suggestions were fresh, and whether it must rebuild. */
const lastCheck = new WeakMap<Db, { at: number; running?: Promise<void>; force?: boolean }>();

/**
 * Answers per typed text: people type the same first letters ("far", "farm", "chee"), so most
 * keystrokes are answered without a query. Kept for as long as suggestions may lag (a rebuild by
 * any process is then seen), or until this process rebuilds them.
 */
interface AnswerCache {
  generation: number;
  answers: LRUCache<string, Promise<Suggestion[]>>;
}
const answerCaches = new WeakMap<Db, AnswerCache>();
const MAX_CACHED_ANSWERS = 5_000;

function answerCacheOf(db: Db): AnswerCache {
  let cache = answerCaches.get(db);
  if (!cache) {
    cache = {
      generation: 0,
      answers: new LRUCache({ max: MAX_CACHED_ANSWERS, ttl: SUGGESTIONS_MAX_AGE_MS }),
    };
    answerCaches.set(db, cache);
  }
  return cache;
}

function forgetAnswers(db: Db): void {
  const cache = answerCacheOf(db);
  cache.generation += 1;
  cache.answers.clear();
}

/**
 * Makes sure the suggestions are fresh enough: the first call in a process waits (a fresh
 * database has none yet), later ones check in the background once a minute has passed. The
 * search-suggestions schedule rebuilds them every minute in one process, so a check normally
 * finds them fresh and costs one small transaction.
 */
async function ensureFreshSuggestions(db: Db, now: Date): Promise<void> {
  const state = lastCheck.get(db);
  if (state && !state.force && now.getTime() - state.at < SUGGESTIONS_MAX_AGE_MS) return;
  if (state?.running) return;
  const running = refreshSearchSuggestions(db, now, state?.force ? 0 : SUGGESTIONS_MAX_AGE_MS)
    .then((rebuilt) => {
      if (rebuilt) forgetAnswers(db);
    })
    .finally(() => {
      lastCheck.set(db, { at: now.getTime() });
    });
  lastCheck.set(db, { at: state?.at ?? 0, running });
  if (!state || state.force) await running;
  else running.catch(() => undefined);
}

/** Marks the suggestions stale, so the next autocomplete rebuilds them first (after bulk writes). */
export function invalidateSearchSuggestions(db: Db): void {
  lastCheck.set(db, { at: 0, force: true });
  forgetAnswers(db);
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Suggestions for what was typed: values with a word starting with it first (cheap, the common
 * case while typing), then, when those are fewer than the limit, typo-tolerant matches by pg_trgm
 * word similarity (`<%`, served by the trigram index), best first.
 */
export async function suggestKeywords(db: Db, keywords: string, now: Date): Promise<Suggestion[]> {
  const q = keywords.trim().slice(0, 100);
  if (q.length < LIMITS.autocompleteMin) return [];
  await ensureFreshSuggestions(db, now);
  // Both passes ignore case (ILIKE, pg_trgm), so one answer serves every spelling of the case.
  const key = q.toLowerCase();
  const cache = answerCacheOf(db);
  const cached = cache.answers.get(key);
  if (cached) return cached;
  const { generation } = cache;
  const answer = querySuggestions(db, q);
  cache.answers.set(key, answer);
  const forget = () => {
    if (cache.answers.get(key) === answer) cache.answers.delete(key);
  };
  answer.then(() => {
    // Computed from a table rebuilt meanwhile: let the next keystroke ask again.
    if (cache.generation !== generation) forget();
  }, forget);
  return answer;
}

async function querySuggestions(db: Db, q: string): Promise<Suggestion[]> {
  const prefix = `${escapeLike(q)}%`;
  const wordPrefix = `% ${escapeLike(q)}%`;
  const found = await queryRows<Suggestion>(
    db,
    sql`SELECT value, kind FROM search_suggestions
      WHERE value ILIKE ${prefix} OR value ILIKE ${wordPrefix}
      ORDER BY value ILIKE ${prefix} DESC, jobs_count DESC, value
      LIMIT ${AUTOCOMPLETE_LIMIT}`,
  );
  if (found.length >= AUTOCOMPLETE_LIMIT) return found;
  const fuzzy = await queryRows<Suggestion>(
    db,
    sql`SELECT value, kind FROM (
        SELECT value, kind, jobs_count, word_similarity(${q}, value) AS score FROM search_suggestions
          WHERE kind <> 'category' AND ${q} <% value
        UNION ALL
        SELECT value, kind, jobs_count, word_similarity(${q}, value) FROM search_suggestions
          WHERE kind = 'category' AND word_similarity(${q}, value) >= ${CATEGORY_SIMILARITY}
      ) s
      ORDER BY score DESC, jobs_count DESC, value
      LIMIT ${AUTOCOMPLETE_LIMIT}`,
  );
  const seen = new Set(found.map((f) => `${f.kind}:${f.value}`));
  for (const f of fuzzy) {
    if (found.length >= AUTOCOMPLETE_LIMIT) break;
    if (!seen.has(`${f.kind}:${f.value}`)) found.push(f);
  }
  return found;
}
