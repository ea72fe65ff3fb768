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

/**
 * The benchmark set: about 5% live (quality-bars.md), a tenth as many filled and still listed, the
 * rest the history of a long-running board.
 */
export const LARGE_STATUS_WEIGHTS: StatusWeights = [
  ['approved', 5],
  ['expired', 84.5],
  ['filled', 0.5],
  ['deleted', 4],
  ['draft', 3],
  ['unapproved', 2],
  ['refunded', 1],
];

/**
 * The benchmark set's statuses with the listed jobs (approved and filled, half each) held at
 * `listed` whatever the size: a board that grows by its history, not by its open jobs. The other
 * statuses keep their shares; expired jobs take the rest.
 */
export function statusWeightsWithListed(count: number, listed: number): StatusWeights {
  const total = LARGE_STATUS_WEIGHTS.reduce((sum, [, w]) => sum + w, 0);
  const share = (status: JobStatus) =>
    Math.round((count * (LARGE_STATUS_WEIGHTS.find(([s]) => s === status)?.[1] ?? 0)) / total);
  const approved = Math.ceil(Math.min(listed, count) / 2);
  const filled = Math.min(listed, count) - approved;
  const others = (['deleted', 'draft', 'unapproved', 'refunded'] as const).map((s) => [s, share(s)] as const);
  const expired = Math.max(0, count - approved - filled - others.reduce((sum, [, n]) => sum + n, 0));
  return [['approved', approved], ['filled', filled], ['expired', expired], ...others];
}

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
