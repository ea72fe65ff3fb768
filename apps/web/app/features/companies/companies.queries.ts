import { type Company, companySchema } from '@gfj/contracts/companies';
import { hydraCollectionSchema } from '@gfj/contracts/hydra';
import { jobSchema } from '@gfj/contracts/jobs';
import type { ApiClient } from '../../lib/load-context.ts';
import { toJobCardData } from '../jobs/job-card-data.ts';

const companiesSchema = hydraCollectionSchema(companySchema);
const jobsSchema = hydraCollectionSchema(jobSchema);

/** A company page's company and its open listings (as cards), or undefined when there is none. */
export async function fetchCompanyPage(api: ApiClient, slug: string) {
  const found = await api.get(`/api/companies?slug=${encodeURIComponent(slug)}`, companiesSchema);
  if (!found.ok) return found.status >= 500 ? 'error' : undefined;
  // The company with that very slug: a filter the API cannot read (a slug too long to be one) is
  // ignored and lists every company, whose first is not this page's (it showed another company).
  const company = found.data.member.find((candidate) => candidate.slug === slug);
  if (!company) return undefined;
  const listed = await api.get(
    `/api/jobs?company=${encodeURIComponent(company['@id'])}&pageSize=100`,
    jobsSchema,
  );
  return { company, jobs: listed.ok ? listed.data.member.map(toJobCardData) : [] };
}

/** Every company with open listings, for the sitemap. */
export async function fetchListedCompanies(api: ApiClient): Promise<Company[]> {
  const result = await api.get('/api/companies?pageSize=500', companiesSchema);
  return result.ok ? result.data.member : [];
}

/** schema.org Organization for a company page (what the page shows, visibly). */
export function buildOrganizationJsonLd(company: Company, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url,
    ...(company.description ? { description: company.description } : {}),
    ...(company.website ? { sameAs: [company.website] } : {}),
  };
}
