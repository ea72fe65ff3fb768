import { CATEGORIES, type JobStatus, REGION_SLUGS, type RegionSlug } from '@gfj/contracts';
import type { JobPlan } from './job-factory.ts';
import { buildDeck, type Random } from './random.ts';

export type StatusWeights = readonly (readonly [JobStatus, number])[];

/** The demo set: mostly live jobs, a few of every other status. */
export const DEMO_STATUS_WEIGHTS: StatusWeights = [
  ['approved', 78],
  ['filled', 6],
  ['expired', 6],
  ['draft', 3],
  ['unapproved', 3],
  ['deleted', 2],
  ['refunded', 2],
];

/** The benchmark set: about 5% live (quality-bars.md), the rest the history of a long-running board. */
export const LARGE_STATUS_WEIGHTS: StatusWeights = [
  ['approved', 5],
  ['expired', 80],
  ['filled', 5],
  ['deleted', 4],
  ['draft', 3],
  ['unapproved', 2],
  ['refunded', 1],
];

/** Decks for every dimension, so each status, post type, category, type, scope and region appears. */
export function planJobs(random: Random, count: number, statusWeights: StatusWeights): JobPlan[] {
  const statuses = buildDeck(random, count, statusWeights);
  const postTypes = buildDeck(random, count, [
    [1, 80],
    [2, 10],
    [3, 10],
  ] as const);
  const categories = buildDeck(
    random,
    count,
    CATEGORIES.map((c) => [c.id, 1] as const),
  );
  const types = buildDeck(random, count, [
    [1, 50],
    [2, 22],
    [4, 15],
    [6, 13],
  ] as const);
  const scopes = buildDeck(random, count, [
    ['us', 84],
    ['anywhere', 9],
    ['international', 7],
  ] as const);
  const regions = buildDeck(
    random,
    count,
    REGION_SLUGS.map((r) => [r, 1] as const),
  );
  return statuses.map((status, i) => ({
    status,
    postTypeId: postTypes[i] ?? 1,
    categoryId: categories[i] ?? 1,
    typeId: types[i] ?? 1,
    scope: scopes[i] ?? 'us',
    region: (regions[i] ?? 'west') as RegionSlug,
  }));
}
