import type { BlogPost } from '@gfj/contracts/blog';

/** schema.org Article of a story, matching the visible page (quality bars: search engines). */
export function buildArticleJsonLd(post: BlogPost, publicUrl: string) {
  const url = `${publicUrl}${post.permalink}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt,
    mainEntityOfPage: url,
    url,
    ...(post.image ? { image: [`${publicUrl}${post.image}`] } : {}),
    ...(post.date ? { datePublished: post.date } : {}),
    ...(post.author ? { author: { '@type': 'Person', name: post.author } } : {}),
    publisher: {
      '@type': 'Organization',
      name: 'Good Food Jobs',
      logo: { '@type': 'ImageObject', url: `${publicUrl}/favicon.svg` },
    },
    keywords: post.tags.join(', '),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so text cannot close the tag. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
