import { BLOG_TAGS } from '@gfj/contracts/content-text';
import { QUERY_CACHE_MS } from '@gfj/contracts/operations';
import { data } from 'react-router';
import { Container } from '../components/ui/container.tsx';
import { PageHeading } from '../components/ui/page-heading.tsx';
import { loadBlogPosts, loadRecentStories } from '../features/blog/blog.queries.ts';
import { BlogNavigation, tagLabel } from '../features/blog/blog-navigation.tsx';
import { BlogPagination, pageParam } from '../features/blog/blog-pagination.tsx';
import { BlogCardItem } from '../features/blog/blog-teaser.tsx';
import { loadPageCached } from '../lib/cached-loader.ts';
import { contentPageMeta } from '../lib/content-meta.ts';
import { throwIfPastLastPage } from '../lib/list-page.ts';
import { apiContext, requestInfoContext } from '../lib/load-context.ts';
import type { Route } from './+types/blog-tag';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const tag = params.tag;
  if (!(BLOG_TAGS as readonly string[]).includes(tag)) throw data(null, { status: 404 });
  const api = context.get(apiContext);
  const page = pageParam(request);
  const [list, recent] = await Promise.all([loadBlogPosts(api, { page, tag }), loadRecentStories(api)]);
  throwIfPastLastPage(page, list?.posts.length);
  const { publicUrl, allowGuestPageCache } = context.get(requestInfoContext);
  allowGuestPageCache();
  return { tag, list, recent, page, publicUrl };
}

/** On client navigations the page's data comes from the browser's query cache (blog lists are kept 24 hours). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return loadPageCached(request, serverLoader, QUERY_CACHE_MS.blog);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? contentPageMeta(loaderData, {
        title: `Stories about ${tagLabel(loaderData.tag).toLowerCase()}`,
        description: `Stories from the Good Food Jobs blog tagged ${loaderData.tag}.`,
        path: `/blog/tag/${loaderData.tag}`,
      })
    : [];

/** A tag page (Explore): the stories carrying one tag. */
export default function BlogTagPage({ loaderData }: Route.ComponentProps) {
  const { tag, list, recent, page } = loaderData;
  const pages = list ? Math.max(1, Math.ceil(list.totalItems / list.pageSize)) : 1;
  return (
    <Container className="content-page blog-layout">
      <div className="blog-layout__main">
        <PageHeading eyebrow="Explore" title={tagLabel(tag)} />
        {list && list.posts.length > 0 ? (
          <ul className="blog-grid">
            {list.posts.map((post) => (
              <BlogCardItem key={post.id} post={post} titleLevel={2} />
            ))}
          </ul>
        ) : (
          <p>No stories with this tag yet.</p>
        )}
        <BlogPagination basePath={`/blog/tag/${tag}`} page={page} pages={pages} />
      </div>
      <BlogNavigation recent={recent} />
    </Container>
  );
}
