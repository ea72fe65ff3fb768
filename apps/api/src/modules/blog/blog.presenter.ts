import { BLOG_TAGS, type BlogPost, type BlogTag } from '@gfj/contracts';
import { iriOf } from '../../http/iri.ts';
import { contentMember, optionalDate } from '../content/content.presenter.ts';
import type { BlogPostRow } from './blog.repository.ts';

/** The post's page on the site (content 3: permalink). */
export function blogPostPath(slug: string): string {
  return `/blog/${slug}`;
}

export function presentBlogPost(row: BlogPostRow) {
  return contentMember('BlogPost', iriOf('blog-posts', row.id), {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    image: row.image,
    image_alt: row.imageAlt,
    permalink: blogPostPath(row.slug),
    date: optionalDate(row.date),
    tags: row.tags.filter((tag): tag is BlogTag => (BLOG_TAGS as readonly string[]).includes(tag)),
    author: row.author,
    content: row.content,
    status: row.status,
  }) satisfies BlogPost;
}
