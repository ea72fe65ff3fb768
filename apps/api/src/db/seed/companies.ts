import { EMPLOYER_KINDS, type EmployerKind, type EmployerProfile, NAME_WORDS } from './employers.ts';
import type { Random } from './random.ts';

export interface Company {
  name: string;
  kind: EmployerKind;
  /** What it is and does, the same in its description and in every listing it posts. */
  profile: EmployerProfile;
  website: string;
  email: string;
  description: string;
  /** Index into the owner list: each company is always posted by the same user. */
  ownerIndex: number;
}

function domainOf(name: string): string {
  return `${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`;
}

/**
 * Distinct employers, every kind represented. Domains use the reserved `.example` TLD so no demo
 * email or link can ever reach a real organisation.
 */
export function buildCompanies(random: Random, count: number, ownerCount: number): Company[] {
  const companies: Company[] = [];
  const used = new Set<string>();
  for (let i = 0; companies.length < count && i < count * 20; i++) {
    const kind = EMPLOYER_KINDS[companies.length % EMPLOYER_KINDS.length] as EmployerKind;
    const profile = random.pick(kind.profiles);
    let name = `${random.pick(NAME_WORDS)} ${random.pick(profile.suffixes)}`;
    if (used.has(name)) name = `${name} ${companies.length + 1}`;
    if (used.has(name)) continue;
    used.add(name);
    const domain = domainOf(name);
    companies.push({
      name,
      kind,
      profile,
      website: `https://www.${domain}`,
      email: `hello@${domain}`,
      description: `${name} is ${profile.about}. ${profile.detail}`,
      ownerIndex: companies.length % Math.max(1, ownerCount),
    });
  }
  return companies;
}

export function indexByKind(companies: readonly Company[]): Map<string, Company[]> {
  const map = new Map<string, Company[]>();
  for (const company of companies)
    map.set(company.kind.kind, [...(map.get(company.kind.kind) ?? []), company]);
  return map;
}
