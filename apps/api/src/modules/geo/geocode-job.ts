import { DEFAULT_COUNTRY } from '@gfj/contracts';
import type { Db } from '../../db/client.ts';
import { type Centroid, findCityCentroid, findZipCentroid } from './geo.repository.ts';

export interface JobPlace {
  zip_code?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
}

/** Latitude/longitude plus the `point` column value (x = longitude, y = latitude). */
export interface JobCoordinates extends Centroid {
  location: { x: number; y: number };
}

/**
 * Geocodes a job when it is saved (product-decisions: Search): from its zip, else its city and
 * state; US places only. Undefined means "no coordinates" (remote or abroad or unknown place).
 */
export async function geocodeJob(db: Db, place: JobPlace): Promise<JobCoordinates | undefined> {
  const country = (place.country ?? DEFAULT_COUNTRY.code).toUpperCase();
  if (country !== DEFAULT_COUNTRY.code) return undefined;
  let centroid: Centroid | undefined;
  if (place.zip_code) centroid = await findZipCentroid(db, place.zip_code);
  if (!centroid && place.city && place.state) centroid = await findCityCentroid(db, place.city, place.state);
  if (!centroid) return undefined;
  return { ...centroid, location: { x: centroid.longitude, y: centroid.latitude } };
}
