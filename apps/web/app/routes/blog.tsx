import { QUERY_CACHE_MS } from '@gfj/contracts/operations';
import { Container } from '../components/ui/container.tsx';
import { loadBlogPosts } from '../features/blog/blog.queries.ts';
import { BlogNavigation } from '../features/blog/blog-navigation.tsx';
import { BlogTeaser } from '../features/blog/blog-teaser.tsx';
import { loadPageCached } from '../lib/cached-loader.ts';
import { contentPageMeta } from '../lib/content-meta.ts';
import { apiContext, requestInfoContext } from '../lib/load-context.ts';
import type { Route } from './+types/blog';

export async function loader({ context }: Route.LoaderArgs) {
  const page = await loadBlogPosts(context.get(apiContext));
  const { publicUrl, allowGuestPageCache } = context.get(requestInfoContext);
  allowGuestPageCache();
  return { posts: page?.posts ?? [], publicUrl };
}

/** On client navigations the page's data comes from the browser's query cache (blog lists are kept 24 hours). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return loadPageCached(request, serverLoader, QUERY_CACHE_MS.blog);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...contentPageMeta(loaderData, {
    title: 'Blog',
    description: 'Stories from farms, kitchens and food businesses, and advice for working in good food.',
    path: '/blog',
  }),
  {
    tagName: 'link',
    rel: 'alternate',
    type: 'application/rss+xml',
    title: 'Good Food Jobs blog',
    href: '/api/blog-posts/feed',
  },
];

/** /blog: the "Did you know..." teaser (10 stories) beside the navigation panel (content 2). */
export default function BlogPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="content-page blog-layout">
      <div className="blog-layout__main">
        <p className="eyebrow">The Good Food Jobs blog</p>
        <BlogTeaser posts={loaderData.posts} headingLevel={1} />
        {loaderData.posts.length === 0 ? <p>No stories yet. Come back soon.</p> : null}
      </div>
      <BlogNavigation recent={loaderData.posts.slice(0, 3)} />
    </Container>
  );
}
