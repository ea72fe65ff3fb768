// The jobs the demo listings offer. A listing is written from one role, so its title, categories,
// employer, duties, remote flag and pay all come from the same place and cannot disagree.
import type { EmployerKindName } from './employers.ts';
import type { Random } from './random.ts';
import { AGRICULTURE_ROLES } from './roles/agriculture.ts';
import { BUSINESS_ROLES } from './roles/business.ts';
import { CULINARY_ROLES } from './roles/culinary.ts';
import { DESIGN_ROLES } from './roles/design.ts';
import { EDUCATION_ROLES } from './roles/education.ts';
import { MEDIA_ROLES } from './roles/media.ts';
import { NONPROFIT_ROLES } from './roles/nonprofit.ts';
import { PRODUCTION_ROLES } from './roles/production.ts';

export interface Role {
  title: string;
  /** Spec category ids: the role's own first, then any other the listing also belongs to. */
  categories: readonly number[];
  /** The kinds of employer that hire for it (employers.ts). */
  employers: readonly EmployerKindName[];
  /** Job types it is offered as: 1 Full-Time, 2 Part-Time, 6 Summer job; trainee roles 4. */
  types: readonly number[];
  /** Hourly pay in whole dollars, lowest and highest (every role offered part-time has one). */
  hourly?: readonly [number, number];
  /** Yearly salary in thousands of dollars, lowest and highest (full-time only). */
  salary?: readonly [number, number];
  /** Desk work that can be done from anywhere: only such roles are listed as remote. */
  remote?: boolean;
  /** What the person does; at least four, all of them true of this role at these employers. */
  duties: readonly string[];
  skills: readonly string[];
}

/** Every role, one file per spec category (roles/). */
export const ROLES: readonly Role[] = [
  ...AGRICULTURE_ROLES,
  ...BUSINESS_ROLES,
  ...CULINARY_ROLES,
  ...DESIGN_ROLES,
  ...EDUCATION_ROLES,
  ...MEDIA_ROLES,
  ...NONPROFIT_ROLES,
  ...PRODUCTION_ROLES,
];

/** The job types a listing may have, fixed by the deck; trainee roles answer type 4 only. */
export const TRAINEE_TYPE = 4;

export interface RoleWish {
  categoryId: number;
  typeId: number;
  remote: boolean;
}

/**
 * A role of the category that is offered as the type, and remote when asked. What cannot be met
 * is given up in this order: remote, then the type (the category always holds).
 */
export function pickRole(random: Random, wish: RoleWish): { role: Role; typeId: number; remote: boolean } {
  const ofCategory = ROLES.filter((r) => r.categories[0] === wish.categoryId);
  const ofType = ofCategory.filter((r) => r.types.includes(wish.typeId));
  if (wish.remote) {
    const remote = ofType.filter((r) => r.remote);
    if (remote.length > 0) return { role: random.pick(remote), typeId: wish.typeId, remote: true };
  }
  if (ofType.length > 0) return { role: random.pick(ofType), typeId: wish.typeId, remote: false };
  const role = random.pick(ofCategory);
  return { role, typeId: role.types[0] ?? wish.typeId, remote: false };
}
