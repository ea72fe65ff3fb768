import type { Db, DbExecutor } from '../../db/client.ts';
import { NotFoundError } from '../../http/errors.ts';
import { slugifyPosition } from '../jobs/job-slug.ts';
import { sanitizePlainText } from '../jobs/sanitize-description.ts';
import {
  countOpenJobs,
  findCompanyBySlug,
  findOwnCompanyByName,
  findTakenSlugs,
  insertCompanyIfFree,
  updateCompany,
} from './companies.repository.ts';
import type { CompanyRow } from './companies.table.ts';

export interface CompanyDetails {
  ownerId: number | null;
  name: string;
  website: string | null;
  description: string | null;
}

/** The first free slug: `green-acres`, else `green-acres-2`, `-3`... */
async function freeSlug(tx: DbExecutor, name: string): Promise<string> {
  const base = slugifyPosition(name).slice(0, 200) || 'company';
  const taken = await findTakenSlugs(tx, base);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Keeps the company page of a listing's company details (decision 034): one company per poster
 * and name, created the first time, its website and description refreshed by later listings.
 */
export async function keepCompany(tx: DbExecutor, details: CompanyDetails): Promise<CompanyRow | undefined> {
  const name = details.name.trim();
  if (name.length < 2) return undefined;
  const description = details.description ? sanitizePlainText(details.description) || null : null;
  const existing = await findOwnCompanyByName(tx, details.ownerId, name);
  if (existing) {
    const changes = {
      name,
      website: details.website ?? existing.website,
      description: description ?? existing.description,
    };
    await updateCompany(tx, existing.id, changes);
    return { ...existing, ...changes };
  }
  // A concurrent submission may create the same company or take the slug: read it, or try the next slug.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const row = await insertCompanyIfFree(tx, {
      ownerId: details.ownerId,
      name,
      slug: await freeSlug(tx, name),
      website: details.website,
      description,
    });
    if (row) return row;
    const created = await findOwnCompanyByName(tx, details.ownerId, name);
    if (created) return created;
  }
  throw new Error(`could not keep a company page for "${name}"`);
}

/** A company page: only companies with a listing on show have one. */
export async function getCompanyPage(
  db: Db,
  slug: string,
): Promise<{ company: CompanyRow; openJobs: number }> {
  const company = await findCompanyBySlug(db, slug);
  const openJobs = company ? ((await countOpenJobs(db, [company.id])).get(company.id) ?? 0) : 0;
  if (!company || openJobs === 0) throw new NotFoundError();
  return { company, openJobs };
}
