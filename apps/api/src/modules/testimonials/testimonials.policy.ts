import type { TestimonialStatus } from '@gfj/contracts';
import type { Viewer } from '../auth/auth.plugin.ts';
import { canManageContent } from '../content/content.policy.ts';
import type { TestimonialRow } from './testimonials.repository.ts';

/** Statuses anyone may list: pending and inactive testimonials are never public (content 4). */
const PUBLIC_STATUSES: readonly TestimonialStatus[] = ['active'];

/**
 * The statuses a list may show: `status[]` as asked (default active, content 7), narrowed to
 * `active` for everyone but staff. Empty when a visitor asks only for hidden statuses.
 */
export function listableStatuses(
  viewer: Viewer | undefined,
  requested: TestimonialStatus[],
): TestimonialStatus[] {
  const asked = requested.length > 0 ? requested : ['active' as const];
  if (canManageContent(viewer)) return asked;
  return asked.filter((status) => PUBLIC_STATUSES.includes(status));
}

export function canReadTestimonial(viewer: Viewer | undefined, row: TestimonialRow): boolean {
  return canManageContent(viewer) || PUBLIC_STATUSES.includes(row.status);
}

/** The submitter's email and the attached image are for staff only. */
export function canSeeSubmitterDetails(viewer: Viewer | undefined): boolean {
  return canManageContent(viewer);
}
