// Employer vocabulary written for this project: the kinds of food-sector organisations (their
// profiles are in employer-kinds.ts), the words their names are made of, and what they offer.

export type EmployerKindName =
  | 'farm'
  | 'ranch'
  | 'creamery'
  | 'bakery'
  | 'restaurant'
  | 'co-op'
  | 'nonprofit'
  | 'food bank'
  | 'policy group'
  | 'seed company'
  | 'brewery'
  | 'cidery'
  | 'orchard'
  | 'fishery'
  | 'design studio'
  | 'media company'
  | 'school'
  | 'food hub'
  | 'grain mill';

/** One way an employer of a kind is: its name's ending, what it is, and one thing it does. */
export interface EmployerProfile {
  suffixes: readonly string[];
  about: string;
  detail: string;
}

/**
 * A kind of employer; which roles it hires for is said by the roles (roles.ts), and every profile
 * of a kind must suit every role that kind hires for.
 */
export interface EmployerKind {
  kind: EmployerKindName;
  profiles: readonly EmployerProfile[];
}

export const NAME_WORDS = [
  'Larkspur',
  'Blue Heron',
  'Two Rivers',
  'Cedar Hollow',
  'Wild Oat',
  'Red Barn',
  'Fiddlehead',
  'Honeycomb',
  'Old Mill',
  'Stone Fruit',
  'Sweetwater',
  'Millstone',
  'Salt Marsh',
  'Juniper',
  'Meadowlark',
  'Tall Grass',
  'Cloverleaf',
  'Willow Bend',
  'Hearthstone',
  'Fox Hollow',
  'Good Earth',
  'Deep Root',
  'Sunny Slope',
  'Black Walnut',
  'Heron Creek',
  'Long Table',
  'Prairie Wind',
  'Three Sisters',
  'Green Bench',
  'Little Acorn',
  'Copper Kettle',
  'Marigold',
  'Elderberry',
  'Tidewater',
  'High Meadow',
  'Brambleberry',
  'River Bottom',
  'North Fork',
  'Quiet Creek',
  'Saltbox',
  'Butternut',
  'Wheelhouse',
  'Sorrel',
  'Blackbird',
  'Plowshare',
  'Painted Hills',
  'Harvest Moon',
  'Cattail',
  'Redtail',
  'Lantern',
  'Bluestem',
  'Hayloft',
] as const;

/** Every kind of employer (employer-kinds.ts holds their profiles). */
export { EMPLOYER_KINDS } from './employer-kinds.ts';

/** Extras a kind of employer offers on top of the usual benefits; remote roles get none of them. */
export const KIND_PERKS: Partial<Record<EmployerKindName, readonly string[]>> = {
  farm: ['a weekly share of vegetables', 'on-farm housing'],
  ranch: ['a meat share', 'on-farm housing'],
  orchard: ['fruit and cider from the farm store', 'on-farm housing'],
  creamery: ['a cheese allowance'],
  bakery: ['bread to take home every day'],
  restaurant: ['staff meals every shift'],
  'co-op': ['a generous staff discount'],
  brewery: ['a shift drink and a staff discount'],
  cidery: ['a cider allowance'],
  fishery: ['a weekly seafood share'],
};

/** Benefits any employer may offer, on site or remote. */
export const BENEFITS = [
  'health insurance',
  'paid time off',
  'a retirement plan with a match',
  'a professional development budget',
  'flexible scheduling',
  'paid sick leave',
] as const;
