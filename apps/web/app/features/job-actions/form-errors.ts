import type { ApiError } from '../../lib/api-client.ts';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Server 422 violations onto the form's fields (core 5); anything else becomes the red alert. */
export function mapViolations<K extends string>(
  error: ApiError,
  fields: readonly K[],
): { fieldErrors: FieldErrors<K>; unmatched: string[] } {
  const fieldErrors: FieldErrors<K> = {};
  const unmatched: string[] = [];
  for (const violation of error.violations) {
    const field = fields.find((name) => name === violation.propertyPath);
    if (field && !fieldErrors[field]) fieldErrors[field] = violation.message;
    else if (!field) unmatched.push(violation.message);
  }
  return { fieldErrors, unmatched };
}
