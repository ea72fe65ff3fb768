import { createRequire } from 'node:module';
import { REGIONS, type RegionSlug } from '@gfj/contracts';

interface ZipRecord {
  zip: string;
  city: string;
  state: string;
  country: string;
  latitude: number;
  longitude: number;
}

interface ZipcodesModule {
  lookup(zip: string): ZipRecord | undefined;
  codes: Record<string, ZipRecord>;
}

let zipcodesModule: ZipcodesModule | undefined;

// The `zipcodes` package (also the source of the zip_codes table) ships no types; this is the
// slice of it the seeders use. Loaded on first use only: it holds ~100 MB of objects, which a
// running server that is not seeding should not carry.
function zipcodes(): ZipcodesModule {
  zipcodesModule ??= createRequire(import.meta.url)('zipcodes') as ZipcodesModule;
  return zipcodesModule;
}

export interface Place {
  city: string;
  state: string;
  zipCode: string;
  latitude: number;
  longitude: number;
}

/** Real towns with a food scene, each with one of its real zip codes (checked by the seed test). */
const DEMO_TOWNS: readonly (readonly [city: string, state: string, zip: string])[] = [
  ['Portland', 'OR', '97201'],
  ['Eugene', 'OR', '97401'],
  ['Hood River', 'OR', '97031'],
  ['Seattle', 'WA', '98101'],
  ['Olympia', 'WA', '98501'],
  ['Walla Walla', 'WA', '99362'],
  ['Bellingham', 'WA', '98225'],
  ['San Francisco', 'CA', '94103'],
  ['Oakland', 'CA', '94607'],
  ['Sacramento', 'CA', '95814'],
  ['Davis', 'CA', '95616'],
  ['Santa Cruz', 'CA', '95060'],
  ['Fresno', 'CA', '93721'],
  ['Los Angeles', 'CA', '90012'],
  ['Petaluma', 'CA', '94952'],
  ['Napa', 'CA', '94558'],
  ['San Diego', 'CA', '92101'],
  ['Anchorage', 'AK', '99501'],
  ['Honolulu', 'HI', '96813'],
  ['Hilo', 'HI', '96720'],
  ['Boulder', 'CO', '80301'],
  ['Denver', 'CO', '80202'],
  ['Fort Collins', 'CO', '80521'],
  ['Tucson', 'AZ', '85701'],
  ['Phoenix', 'AZ', '85004'],
  ['Flagstaff', 'AZ', '86001'],
  ['Boise', 'ID', '83702'],
  ['Missoula', 'MT', '59801'],
  ['Bozeman', 'MT', '59715'],
  ['Reno', 'NV', '89501'],
  ['Santa Fe', 'NM', '87501'],
  ['Albuquerque', 'NM', '87101'],
  ['Salt Lake City', 'UT', '84101'],
  ['Jackson', 'WY', '83001'],
  ['Austin', 'TX', '78701'],
  ['Houston', 'TX', '77002'],
  ['San Antonio', 'TX', '78201'],
  ['Dallas', 'TX', '75201'],
  ['Lawrence', 'KS', '66044'],
  ['Omaha', 'NE', '68102'],
  ['Lincoln', 'NE', '68501'],
  ['Fargo', 'ND', '58102'],
  ['Tulsa', 'OK', '74103'],
  ['Sioux Falls', 'SD', '57104'],
  ['Chicago', 'IL', '60601'],
  ['Madison', 'WI', '53703'],
  ['Milwaukee', 'WI', '53202'],
  ['Minneapolis', 'MN', '55401'],
  ['Saint Paul', 'MN', '55102'],
  ['Detroit', 'MI', '48226'],
  ['Traverse City', 'MI', '49684'],
  ['Ann Arbor', 'MI', '48103'],
  ['Des Moines', 'IA', '50309'],
  ['Iowa City', 'IA', '52240'],
  ['Columbus', 'OH', '43215'],
  ['Cleveland', 'OH', '44113'],
  ['Cincinnati', 'OH', '45202'],
  ['Indianapolis', 'IN', '46201'],
  ['Bloomington', 'IN', '47401'],
  ['Saint Louis', 'MO', '63103'],
  ['Kansas City', 'MO', '64105'],
  ['Asheville', 'NC', '28801'],
  ['Durham', 'NC', '27701'],
  ['Charleston', 'SC', '29401'],
  ['Atlanta', 'GA', '30303'],
  ['Athens', 'GA', '30601'],
  ['Nashville', 'TN', '37203'],
  ['Louisville', 'KY', '40202'],
  ['Lexington', 'KY', '40502'],
  ['New Orleans', 'LA', '70112'],
  ['Charlottesville', 'VA', '22901'],
  ['Richmond', 'VA', '23219'],
  ['Miami', 'FL', '33130'],
  ['Gainesville', 'FL', '32601'],
  ['Birmingham', 'AL', '35203'],
  ['Jackson', 'MS', '39201'],
  ['Fayetteville', 'AR', '72701'],
  ['Morgantown', 'WV', '26501'],
  ['Brooklyn', 'NY', '11201'],
  ['New York', 'NY', '10001'],
  ['Ithaca', 'NY', '14850'],
  ['Hudson', 'NY', '12534'],
  ['Burlington', 'VT', '05401'],
  ['Montpelier', 'VT', '05601'],
  ['Portland', 'ME', '04101'],
  ['Boston', 'MA', '02108'],
  ['Northampton', 'MA', '01060'],
  ['Providence', 'RI', '02903'],
  ['New Haven', 'CT', '06510'],
  ['Philadelphia', 'PA', '19102'],
  ['Pittsburgh', 'PA', '15201'],
  ['Baltimore', 'MD', '21201'],
  ['Washington', 'DC', '20001'],
  ['Wilmington', 'DE', '19801'],
  ['Portsmouth', 'NH', '03801'],
  ['Princeton', 'NJ', '08540'],
];

const regionOfState = new Map<string, RegionSlug>(
  REGIONS.flatMap((r) => r.states.map((s) => [s, r.slug] as const)),
);

export function regionOf(stateCode: string): RegionSlug | undefined {
  return regionOfState.get(stateCode);
}

function toPlace(record: ZipRecord): Place {
  return {
    city: record.city,
    state: record.state,
    zipCode: record.zip,
    latitude: record.latitude,
    longitude: record.longitude,
  };
}

/** Demo towns grouped by region, geocoded from the zip centroids. */
export function loadDemoPlaces(): Map<RegionSlug, Place[]> {
  const byRegion = new Map<RegionSlug, Place[]>();
  for (const [city, state, zip] of DEMO_TOWNS) {
    const record = zipcodes().lookup(zip);
    const region = regionOf(state);
    if (!record || !region) throw new Error(`Demo town ${city}, ${state} ${zip} is not a known US zip`);
    byRegion.set(region, [...(byRegion.get(region) ?? []), { ...toPlace(record), city }]);
  }
  return byRegion;
}

/** Every zip code of the 50 states and DC, grouped by region: the large data set's places. */
export function loadAllPlaces(): Map<RegionSlug, Place[]> {
  const byRegion = new Map<RegionSlug, Place[]>();
  for (const record of Object.values(zipcodes().codes)) {
    if (record.country !== 'US') continue;
    const region = regionOf(record.state);
    if (!region || !Number.isFinite(record.latitude)) continue;
    const list = byRegion.get(region) ?? [];
    list.push(toPlace(record));
    byRegion.set(region, list);
  }
  return byRegion;
}

export function lookupZip(zip: string): ZipRecord | undefined {
  return zipcodes().lookup(zip);
}

/** Cities outside the US (work_location 'international'); no zip, no distance search. */
export const INTERNATIONAL_PLACES = [
  { city: 'Lyon', country: 'FR' },
  { city: 'Bordeaux', country: 'FR' },
  { city: 'Montreal', country: 'CA' },
  { city: 'Vancouver', country: 'CA' },
  { city: 'Oaxaca', country: 'MX' },
  { city: 'Mexico City', country: 'MX' },
  { city: 'Bologna', country: 'IT' },
  { city: 'Florence', country: 'IT' },
  { city: 'Copenhagen', country: 'DK' },
  { city: 'Bristol', country: 'GB' },
  { city: 'Barcelona', country: 'ES' },
  { city: 'Kyoto', country: 'JP' },
  { city: 'Melbourne', country: 'AU' },
] as const;
