/**
 * Days and instants the database can hold. PostgreSQL has no year 0 and the API reads and writes
 * four-digit years, so a day is 0001-01-01 to 9999-12-31 and an instant falls in those years in
 * UTC: `0000-01-01`, `10000-01-01`, or `9999-12-31T23:00:00-05:00` (year 10000 in UTC) parse in
 * JavaScript but fail the statement they are bound into.
 */
export const FIRST_DAY = '0001-01-01';
export const LAST_DAY = '9999-12-31';

/** A calendar date exactly as YYYY-MM-DD that names a real day from FIRST_DAY on. */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < FIRST_DAY) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** An instant whose UTC year is 1 to 9999. */
export function isStorableInstant(date: Date): boolean {
  const year = date.getUTCFullYear();
  return !Number.isNaN(date.getTime()) && year >= 1 && year <= 9999;
}
