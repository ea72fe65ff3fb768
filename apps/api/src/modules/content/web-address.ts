import { ValidationError } from '../../http/errors.ts';

export const WEB_ADDRESS_MESSAGE = 'Must be a web address (https://…) or a path on this site (/…)';

/** Links and images staff write must be http(s) or a site path: never `javascript:` or `data:`. */
export function isWebAddress(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Throws the 422 for each named field whose value is set and not a web address. */
export function assertWebAddresses(fields: Record<string, string | null | undefined>): void {
  const violations = Object.entries(fields)
    .filter(([, value]) => typeof value === 'string' && value !== '' && !isWebAddress(value))
    .map(([propertyPath]) => ({ propertyPath, message: WEB_ADDRESS_MESSAGE }));
  if (violations.length > 0) throw new ValidationError(violations);
}
