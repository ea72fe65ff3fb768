import type { Company } from '@gfj/contracts';
import { buildMember } from '../../http/hydra.ts';
import { iriOf } from '../../http/iri.ts';
import type { CompanyRow } from './companies.table.ts';

export function presentCompany(row: CompanyRow, openJobs: number) {
  return buildMember('Company', iriOf('companies', row.id), {
    id: row.id,
    name: row.name,
    slug: row.slug,
    website: row.website,
    description: row.description,
    url: `/companies/${row.slug}`,
    open_jobs_count: openJobs,
  }) satisfies Company;
}
