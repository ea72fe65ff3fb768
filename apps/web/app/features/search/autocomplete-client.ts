import { LIMITS } from '@gfj/contracts/limits';

export interface Suggestion {
  value: string;
  kind: 'position' | 'company' | 'category';
}

export type FetchSuggestions = (keywords: string, signal: AbortSignal) => Promise<Suggestion[]>;

const KINDS = new Set(['position', 'company', 'category']);

/** Reads the autocomplete collection; a body of the wrong shape counts as no suggestions (core 5). */
export function parseSuggestions(body: unknown): Suggestion[] {
  const member = (body as { member?: unknown } | null)?.member;
  if (!Array.isArray(member)) return [];
  return member.flatMap((item) => {
    const { value, kind } = (item ?? {}) as { value?: unknown; kind?: unknown };
    return typeof value === 'string' && typeof kind === 'string' && KINDS.has(kind)
      ? [{ value, kind: kind as Suggestion['kind'] }]
      : [];
  });
}

/** GET /api/jobs/search/autocomplete, from 3 typed characters (core 5). */
export const fetchSuggestions: FetchSuggestions = async (keywords, signal) => {
  if (keywords.trim().length < LIMITS.autocompleteMin) return [];
  const response = await fetch(
    `/api/jobs/search/autocomplete?keywords=${encodeURIComponent(keywords.trim())}`,
    {
      signal,
      headers: { accept: 'application/ld+json' },
    },
  );
  if (!response.ok) return [];
  return parseSuggestions(await response.json());
};
