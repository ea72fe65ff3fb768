import type { Violation } from '@gfj/contracts';
import type { z } from 'zod';
import { ValidationError } from './errors.ts';

type Issue = Pick<z.core.$ZodIssue, 'path' | 'message'>;

/** Dotted property path as API Platform writes it: `items[0].name` becomes `items.0.name`. */
function toPropertyPath(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/**
 * Turns zod issues into violations; the messages are the contracts' exact spec strings. The same
 * message on the same field is said once (a field's own rule and a cross-field rule can both
 * find it: "Passwords don't match" twice on password_confirm).
 */
export function zodIssuesToViolations(issues: readonly Issue[]): Violation[] {
  const seen = new Set<string>();
  return issues.flatMap((issue) => {
    const violation = { propertyPath: toPropertyPath(issue.path), message: issue.message };
    const key = JSON.stringify([violation.propertyPath, violation.message]);
    if (seen.has(key)) return [];
    seen.add(key);
    return [violation];
  });
}

/** Parses `input` with `schema` or throws the 422 ValidationError (for bodies checked in services). */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(zodIssuesToViolations(result.error.issues));
  return result.data;
}
