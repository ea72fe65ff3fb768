import { REGION_SLUGS, type RegionSlug } from '@gfj/contracts/lookups';
import { searchText } from '@gfj/contracts/plain-text';

// No zod here: this runs in the header on every page (the job page's JS budget).

const OWN_KEYS = /^(keywords|page|regions(\[\d*\])?)$/;
/** Regions are US places: choosing one leaves "outside the US" (the filter rules do the same). */
const OUTSIDE_KEY = /^outside$/;

function decodeKey(part: string): string {
  const raw = part.split('=')[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * The URL the header search goes to (core 2, Header and navigation search). From another page it
 * starts a new search with the keywords and regions; on /search (`currentSearch` given) it keeps
 * every other filter, replaces keywords and regions, and drops the page number.
 */
export function buildHeaderSearchUrl(
  keywords: string,
  regions: readonly RegionSlug[],
  currentSearch?: string,
): string {
  const kept =
    currentSearch === undefined
      ? []
      : currentSearch
          .replace(/^\?/, '')
          .split('&')
          .filter((part) => part !== '' && !OWN_KEYS.test(decodeKey(part)))
          .filter((part) => regions.length === 0 || !OUTSIDE_KEY.test(decodeKey(part)));
  const own: string[] = [];
  const trimmed = keywords.trim();
  if (trimmed) own.push(`keywords=${encodeURIComponent(trimmed)}`);
  for (const region of REGION_SLUGS) if (regions.includes(region)) own.push(`regions[]=${region}`);
  const query = [...own, ...kept].join('&');
  return query ? `/search?${query}` : '/search';
}

/** Keywords (control characters as spaces) and regions of a /search query string, for the header bar there. */
export function readHeaderSearch(search: string): { keywords: string; regions: RegionSlug[] } {
  const params = new URLSearchParams(search);
  const regions = new Set<RegionSlug>();
  for (const [key, value] of params) {
    if (/^regions(\[\d*\])?$/.test(key) && (REGION_SLUGS as string[]).includes(value)) {
      regions.add(value as RegionSlug);
    }
  }
  return {
    keywords: searchText(params.get('keywords') ?? ''),
    regions: REGION_SLUGS.filter((r) => regions.has(r)),
  };
}
