import type { SearchFilters } from '@gfj/contracts';
import { type SQL, sql } from 'drizzle-orm';

/** "City, ST" (or "City ST") -> city and state code; undefined when it is not of that form. */
export function parseCityState(value: string): { city: string; state: string } | undefined {
  const match = /^\s*(.+?)[\s,]+([A-Za-z]{2})\s*$/.exec(value);
  if (!match?.[1] || !match[2]) return undefined;
  return { city: match[1].replace(/,\s*$/, '').trim(), state: match[2].toUpperCase() };
}

/** The place a search measures distance from, as a one-row query (lat, lon) and a cache key. */
export interface SearchPlace {
  key: string;
  query: SQL;
}

/**
 * The search's place of origin: the zip code, else city_state_zip as a zip or as "City, ST" (the
 * mean of that city's zip centroids). Undefined when the search has none. The query answers no
 * row when the place is not known (then nothing is near it).
 */
export function searchPlace(filters: SearchFilters): SearchPlace | undefined {
  if (filters.outside || filters.anywhere) return undefined;
  const zipPlace = (zip: string) => ({
    key: `zip:${zip}`,
    query: sql`SELECT latitude AS lat, longitude AS lon FROM zip_codes WHERE zip = ${zip}`,
  });
  if (filters.zip_code && /^\d{5}$/.test(filters.zip_code)) return zipPlace(filters.zip_code);
  const text = filters.city_state_zip?.trim();
  if (!text) return undefined;
  if (/^\d{4,5}$/.test(text)) return zipPlace(text.padStart(5, '0'));
  const place = parseCityState(text);
  if (!place) return undefined;
  return {
    key: `city:${place.state}:${place.city.toLowerCase()}`,
    query: sql`SELECT avg(latitude) AS lat, avg(longitude) AS lon FROM zip_codes
      WHERE state_code = ${place.state} AND lower(city) = lower(${place.city})
      HAVING count(*) > 0`,
  };
}
