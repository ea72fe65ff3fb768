import { formatDateTime, omitNulls } from '../../http/hydra.ts';

type WithoutNulls<T> = { [K in keyof T]: Exclude<T[K], null> };

/**
 * A collection member with a literal `@type`, so a presenter's result can be checked with
 * `satisfies` against its contracts schema. Null fields are dropped (api-conventions: Items).
 */
export function contentMember<T extends string, F extends Record<string, unknown>>(
  type: T,
  iri: string,
  fields: F,
): { '@id': string; '@type': T } & WithoutNulls<F> {
  return { '@id': iri, '@type': type, ...omitNulls(fields) };
}

export function optionalDate(value: Date | null | undefined): string | undefined {
  return value ? formatDateTime(value) : undefined;
}
