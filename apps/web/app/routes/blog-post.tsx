import { data, Link } from 'react-router';
import { Container } from '../components/ui/container.tsx';
import { RichHtml } from '../components/ui/rich-html.tsx';
import { buildArticleJsonLd, jsonLdText } from '../features/blog/article-json-ld.ts';
import { loadBlogPost, loadRecentStories } from '../features/blog/blog.queries.ts';
import { formatStoryDate } from '../features/blog/blog-date.ts';
import { BlogNavigation, tagLabel } from '../features/blog/blog-navigation.tsx';
import { contentPageMeta } from '../lib/content-meta.ts';
import { apiContext, requestInfoContext } from '../lib/load-context.ts';
import type { Route } from './+types/blog-post';

export async function loader({ params, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const [post, recent] = await Promise.all([loadBlogPost(api, params.slug), loadRecentStories(api)]);
  if (!post) throw data(null, { status: 404 });
  const { publicUrl, allowGuestPageCache } = context.get(requestInfoContext);
  allowGuestPageCache();
  return { post, recent, publicUrl, jsonLd: jsonLdText(buildArticleJsonLd(post, publicUrl)) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { post } = loaderData;
  const base = contentPageMeta(loaderData, {
    title: post.title,
    description: post.excerpt,
    path: post.permalink,
  });
  // A story shares as an article (Open Graph), with its date and tags.
  return [
    ...base.map((tag) =>
      'property' in tag && tag.property === 'og:type' ? { property: 'og:type', content: 'article' } : tag,
    ),
    ...(post.date ? [{ property: 'article:published_time', content: post.date }] : []),
    ...post.tags.map((tag) => ({ property: 'article:tag', content: tag })),
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: 'Good Food Jobs blog',
      href: '/api/blog-posts/feed',
    },
  ];
};

/** A story's page (content 2): server-rendered with its Article JSON-LD and the navigation panel. */
export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, recent, jsonLd } = loaderData;
  return (
    <Container className="content-page blog-layout">
      {/* A data block, never executed, so it needs no CSP nonce. */}
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised by jsonLdText, `<` escaped
        dangerouslySetInnerHTML={{ __html: jsonLd }}
      />
      <article className="blog-layout__main story">
        <header className="page-heading">
          <p className="eyebrow">
            {post.date ? <time dateTime={post.date}>{formatStoryDate(post.date)}</time> : null}
            {post.author ? ` · ${post.author}` : ''}
          </p>
          <h1 className="page-heading__title">{post.title}</h1>
          <p className="page-heading__lede">{post.excerpt}</p>
        </header>
        {post.image ? (
          <img
            src={post.image}
            alt={post.image_alt ?? ''}
            className="story__image"
            width={1200}
            height={675}
          />
        ) : null}
        <RichHtml html={post.content ?? ''} />
        {post.tags.length > 0 ? (
          <ul className="story__tags" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Link to={`/blog/tag/${tag}`} className="tag-link">
                  {tagLabel(tag)}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </article>
      <BlogNavigation recent={recent} />
    </Container>
  );
}
