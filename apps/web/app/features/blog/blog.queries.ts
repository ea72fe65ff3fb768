import { type BlogPost, blogPostSchema } from '@gfj/contracts/blog';
import { BLOG } from '@gfj/contracts/content-text';
import { hydraCollectionSchema } from '@gfj/contracts/hydra';
import type { ApiClient } from '../../lib/load-context.ts';

const blogCollectionSchema = hydraCollectionSchema(blogPostSchema);

/** Query keys and cache times of the blog (content 9: 24 hours stale and garbage time). */
export const blogKeys = {
  list: (query: BlogQuery) => ['blog', 'posts', query] as const,
  post: (slug: string) => ['blog', 'post', slug] as const,
};
export const BLOG_STALE_MS = BLOG.cacheMs;
export const BLOG_GC_MS = BLOG.cacheMs;

export interface BlogQuery {
  page?: number;
  pageSize?: number;
  tag?: string;
}

/** What a card shows: the post without its body (the page sends its data again for hydration). */
export type BlogCard = Omit<BlogPost, 'content' | '@context'>;

export function toBlogCard({ content: _content, '@context': _context, ...card }: BlogPost): BlogCard {
  return card;
}

export interface BlogPage {
  posts: BlogCard[];
  totalItems: number;
  page: number;
  pageSize: number;
}

/** GET /api/blog-posts with page and pageSize (content 7: 10 for the teaser, 3 for the panel). */
export async function loadBlogPosts(api: ApiClient, query: BlogQuery = {}): Promise<BlogPage | null> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? BLOG.teaserPageSize;
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (query.tag) params.set('tags', query.tag);
  const result = await api.get(`/api/blog-posts?${params.toString()}`, blogCollectionSchema);
  if (!result.ok) return null;
  return { posts: result.data.member.map(toBlogCard), totalItems: result.data.totalItems, page, pageSize };
}

/** The navigation panel's Recent Stories: the three newest. */
export async function loadRecentStories(api: ApiClient): Promise<BlogCard[]> {
  return (await loadBlogPosts(api, { pageSize: BLOG.navigationPageSize }))?.posts ?? [];
}

export async function loadBlogPost(api: ApiClient, slug: string): Promise<BlogPost | null> {
  const result = await api.get(`/api/blog-posts?slug=${encodeURIComponent(slug)}`, blogCollectionSchema);
  return result.ok ? (result.data.member[0] ?? null) : null;
}
