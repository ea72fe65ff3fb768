// What a planned listing is: a job of a role, a business for sale or an education program, who
// offers it, whether it is remote, and what it pays. Decided together so they agree.
import type { Company } from './companies.ts';
import type { EmployerKindName } from './employers.ts';
import { paidText, unpaidText } from './listing-text.ts';
import { compensationTypeFor, drawPay, rangeIdsFor, type StructuredPay } from './pay.ts';
import type { Random } from './random.ts';
import { pickRole, type Role, TRAINEE_TYPE } from './roles.ts';
import {
  BUSINESSES_FOR_SALE,
  EDUCATION_PROGRAMS,
  type EducationProgram,
  type ProgramOffer,
} from './wording.ts';

export type Scope = 'us' | 'anywhere' | 'international';

/** The compensation fields of a listing, all derived from `pay` when it is paid work. */
export interface Compensation {
  pay: StructuredPay | null;
  compensation: string | null;
  compensationTypeIds: number[];
  compensationRangeIds: number[];
}

export const NO_COMPENSATION: Compensation = {
  pay: null,
  compensation: null,
  compensationTypeIds: [],
  compensationRangeIds: [],
};

export type ListingContent =
  | { postTypeId: 1; role: Role; typeId: number; scope: Scope; company: Company }
  | { postTypeId: 2; sale: (typeof BUSINESSES_FOR_SALE)[number]; scope: Scope; company: Company }
  | { postTypeId: 3; program: EducationProgram; scope: Scope; company: Company };

/** An employer of one of the kinds (those that have companies), chosen at random. */
export function pickEmployer(
  random: Random,
  companiesByKind: ReadonlyMap<string, Company[]>,
  kinds: readonly EmployerKindName[],
): Company {
  const staffed = kinds.filter((kind) => (companiesByKind.get(kind)?.length ?? 0) > 0);
  const kind = random.pick(staffed.length > 0 ? staffed : [...companiesByKind.keys()]);
  return random.pick(companiesByKind.get(kind) ?? []);
}

/**
 * The listing for a plan. Remote work is desk work (a role marked remote, a program taught
 * online); a plan asking for remote work that its category or type cannot give is on site in the
 * US instead. A business for sale is never remote.
 */
export function decideListing(
  random: Random,
  plan: { postTypeId: 1 | 2 | 3; categoryId: number; typeId: number; scope: Scope },
  companiesByKind: ReadonlyMap<string, Company[]>,
): ListingContent {
  const onSite = (scope: Scope): Scope => (scope === 'anywhere' ? 'us' : scope);
  if (plan.postTypeId === 2) {
    const sale = random.pick(BUSINESSES_FOR_SALE);
    return {
      postTypeId: 2,
      sale,
      scope: onSite(plan.scope),
      company: pickEmployer(random, companiesByKind, [sale.seller]),
    };
  }
  if (plan.postTypeId === 3) {
    const online = EDUCATION_PROGRAMS.filter((p) => p.online);
    const program = random.pick(plan.scope === 'anywhere' && online.length > 0 ? online : EDUCATION_PROGRAMS);
    const scope = plan.scope === 'anywhere' && !program.online ? 'us' : plan.scope;
    return {
      postTypeId: 3,
      program,
      scope,
      company: pickEmployer(random, companiesByKind, program.providers),
    };
  }
  const wish = { categoryId: plan.categoryId, typeId: plan.typeId, remote: plan.scope === 'anywhere' };
  const { role, typeId, remote } = pickRole(random, wish);
  const scope = remote ? 'anywhere' : onSite(plan.scope);
  return {
    postTypeId: 1,
    role,
    typeId,
    scope,
    company: pickEmployer(random, companiesByKind, role.employers),
  };
}

function paid(random: Random, pay: StructuredPay, company: Company, remote: boolean): Compensation {
  return {
    pay,
    compensation: paidText(random, pay, company, remote),
    compensationTypeIds: [compensationTypeFor(pay)],
    compensationRangeIds: rangeIdsFor(pay),
  };
}

/** Unpaid work (internships and programs only, product decisions): the types and their words. */
export function unpaid(random: Random, offers: readonly ProgramOffer[]): Compensation {
  const chosen = random.sample(offers, random.int(1, offers.length)).sort((a, b) => a - b);
  return {
    pay: null,
    compensation: unpaidText(chosen, random.int(4, 12) * 100),
    compensationTypeIds: chosen,
    compensationRangeIds: [],
  };
}

/**
 * A job's pay from its role: part-time and summer work by the hour, full-time by the year when the
 * role has a salary (mostly), internships paid by the hour or in kind (housing and meals only on
 * site).
 */
export function payForRole(
  random: Random,
  role: Role,
  typeId: number,
  company: Company,
  remote: boolean,
): Compensation {
  if (typeId === TRAINEE_TYPE && (!role.hourly || random.chance(0.45))) {
    return unpaid(random, remote ? [6] : [6, 7, 8]);
  }
  const salaried = typeId === 1 && role.salary !== undefined && (!role.hourly || random.chance(0.7));
  if (salaried && role.salary) return paid(random, drawPay(random, 'year', role.salary), company, remote);
  const hourly = role.hourly ?? [15, 18];
  return paid(random, drawPay(random, 'hour', hourly), company, remote);
}

/** A program's unpaid compensation: what it offers, in kind only when taught on site. */
export function compensationForProgram(
  random: Random,
  program: EducationProgram,
  online: boolean,
): Compensation {
  const offers = online ? program.offers.filter((o) => o === 6 || o === 9) : program.offers;
  return offers.length > 0 && random.chance(0.8) ? unpaid(random, offers) : NO_COMPENSATION;
}
