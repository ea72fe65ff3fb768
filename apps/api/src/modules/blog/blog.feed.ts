import { Feed } from 'feed';
import { xmlDocument } from '../../http/escape-html.ts';
import { blogPostPath } from './blog.presenter.ts';
import type { BlogPostRow } from './blog.repository.ts';

export const BLOG_FEED_SIZE = 20;

/** RSS 2.0 of the newest published posts, with absolute links for feed readers. */
export function buildBlogFeed(publicUrl: string, rows: BlogPostRow[], now: Date = new Date()): string {
  const blogUrl = `${publicUrl}/blog`;
  const feed = new Feed({
    id: blogUrl,
    title: 'Good Food Jobs: the blog',
    description: 'Stories from farms, kitchens and food businesses, and advice for working in good food.',
    link: blogUrl,
    language: 'en',
    // An empty feed is updated now, never in 1970.
    updated: rows[0]?.date ?? now,
    author: { name: 'Good Food Jobs', link: publicUrl },
    generator: false,
    copyright: 'Good Food Jobs',
    feedLinks: { rss: `${publicUrl}/api/blog-posts/feed` },
  });
  for (const row of rows) {
    const url = `${publicUrl}${blogPostPath(row.slug)}`;
    feed.addItem({
      title: row.title,
      id: url,
      guid: url,
      link: url,
      date: row.date ?? row.createdAt,
      description: row.excerpt,
      category: row.tags.map((name) => ({ name })),
      ...(row.author ? { author: [{ name: row.author }] } : {}),
    });
  }
  return xmlDocument(feed.rss2());
}
