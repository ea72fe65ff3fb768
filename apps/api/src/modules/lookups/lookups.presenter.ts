import { JOB_POST_TYPE_TEXT_FIELDS, type JobPostType } from '@gfj/contracts';
import { buildMember } from '../../http/hydra.ts';
import { iriOf } from '../../http/iri.ts';
import type { JobPostTypeRow } from './lookups.repository.ts';

/** `hint_company_name` -> `hintCompanyName`: a text field's column. */
export function snakeToCamel(name: string): string {
  return name.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
}

export function presentJobPostType(row: JobPostTypeRow): JobPostType {
  const texts: Record<string, string | null> = {};
  for (const field of JOB_POST_TYPE_TEXT_FIELDS) {
    texts[field] = (row as unknown as Record<string, string | null>)[snakeToCamel(field)] ?? null;
  }
  return buildMember('JobPostType', iriOf('job-post-types', row.id), {
    id: row.id,
    name: row.name,
    price: row.priceCents,
    ...texts,
  }) satisfies JobPostType;
}
