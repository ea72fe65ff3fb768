// Zip code helpers without zod, so browser code using the search rules does not pull it in.

export const ZIP_PATTERN = /^\d{5}$/;

/** A 4-digit zip lost its leading zero somewhere (spreadsheets, number inputs): put it back. */
export function normalizeZip(value: string): string {
  const digits = value.trim();
  return /^\d{4}$/.test(digits) ? `0${digits}` : digits;
}

export function isValidZip(value: string | undefined): value is string {
  return value !== undefined && ZIP_PATTERN.test(value);
}
