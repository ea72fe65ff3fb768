import type { FastifyRequest } from 'fastify';
import { describeHook } from '../../http/route-access.ts';
import type { Viewer } from '../auth/auth.plugin.ts';
import { requireStaff } from '../auth/auth.plugin.ts';

/**
 * Who may do what with the site's content (blog, FAQs, testimonials, newsletter, education,
 * press, words of wisdom, the site's pages, contact and refund messages): everyone reads what is
 * published; staff read everything and write. Each module's own policy adds what is particular to
 * it (which testimonial statuses a visitor may list, whether a draft is visible).
 */
export function canManageContent(viewer: Viewer | undefined): boolean {
  return viewer?.kind === 'user' && viewer.isStaff;
}

/** onRequest hook of every content write and every staff-only read: 401 for guests, 403 for users. */
export async function requireContentManager(request: FastifyRequest): Promise<void> {
  await requireStaff(request);
}

describeHook(requireContentManager, { auth: 'required', errors: [403] });
