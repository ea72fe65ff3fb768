import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

export interface Centroid {
  latitude: number;
  longitude: number;
}

/** The centroid of a US zip code (first five digits), or undefined when unknown. */
export async function findZipCentroid(db: Db, zip: string): Promise<Centroid | undefined> {
  const five = zip.trim().slice(0, 5);
  if (!/^\d{5}$/.test(five)) return undefined;
  const [row] = await queryRows<Centroid>(
    db,
    sql`SELECT latitude, longitude FROM zip_codes WHERE zip = ${five}`,
  );
  return row ? { latitude: Number(row.latitude), longitude: Number(row.longitude) } : undefined;
}

/** The average of a city's zip centroids (case-insensitive city, two-letter state code). */
export async function findCityCentroid(
  db: Db,
  city: string,
  stateCode: string,
): Promise<Centroid | undefined> {
  const [row] = await queryRows<{ latitude: number | null; longitude: number | null }>(
    db,
    sql`SELECT avg(latitude) AS latitude, avg(longitude) AS longitude
        FROM zip_codes
        WHERE state_code = ${stateCode.trim().toUpperCase()} AND lower(city) = lower(${city.trim()})`,
  );
  if (!row || row.latitude === null || row.longitude === null) return undefined;
  return { latitude: Number(row.latitude), longitude: Number(row.longitude) };
}
