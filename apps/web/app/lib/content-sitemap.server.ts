import { blogPostSchema } from '@gfj/contracts/blog';
import { hydraCollectionSchema } from '@gfj/contracts/hydra';
import { newsletterIssueSchema } from '@gfj/contracts/newsletter';
import type { ApiClient } from './load-context.ts';

const blogSchema = hydraCollectionSchema(blogPostSchema);
const issueSchema = hydraCollectionSchema(newsletterIssueSchema);

/**
 * The content pages with their own address for the sitemap: published stories and newsletter
 * issues (issue 12 folds this into its one list of routes).
 */
export async function fetchContentPaths(api: ApiClient): Promise<Array<{ path: string; lastmod?: string }>> {
  const paths: Array<{ path: string; lastmod?: string }> = [];
  for (let page = 1; page <= 20; page++) {
    const result = await api.get(`/api/blog-posts?page=${page}&pageSize=50`, blogSchema);
    if (!result.ok) break;
    for (const post of result.data.member)
      paths.push({ path: post.permalink, ...(post.date ? { lastmod: post.date } : {}) });
    if (!result.data.view?.next) break;
  }
  for (let page = 1; page <= 20; page++) {
    const result = await api.get(`/api/newsletter-issues?page=${page}&pageSize=100`, issueSchema);
    if (!result.ok) break;
    for (const issue of result.data.member) {
      paths.push({ path: issue.item_url, ...(issue.date_added ? { lastmod: issue.date_added } : {}) });
    }
    if (!result.data.view?.next) break;
  }
  return paths;
}
