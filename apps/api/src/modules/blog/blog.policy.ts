import type { Viewer } from '../auth/auth.plugin.ts';
import { canManageContent } from '../content/content.policy.ts';
import type { BlogPostRow } from './blog.repository.ts';

type Status = BlogPostRow['status'];

/** Everyone reads published posts; staff also drafts (and may ask for them with `status[]`). */
export function readableBlogStatuses(viewer: Viewer | undefined, requested: Status[]): Status[] {
  if (!canManageContent(viewer)) return ['published'];
  return requested.length > 0 ? requested : ['published'];
}

export function canReadBlogPost(viewer: Viewer | undefined, row: BlogPostRow): boolean {
  return row.status === 'published' || canManageContent(viewer);
}
