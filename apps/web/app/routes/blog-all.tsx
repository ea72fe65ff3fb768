import { QUERY_CACHE_MS } from '@gfj/contracts/operations';
import { Container } from '../components/ui/container.tsx';
import { PageHeading } from '../components/ui/page-heading.tsx';
import { loadBlogPosts, loadRecentStories } from '../features/blog/blog.queries.ts';
import { BlogNavigation } from '../features/blog/blog-navigation.tsx';
import { BlogPagination, pageParam } from '../features/blog/blog-pagination.tsx';
import { BlogCardItem } from '../features/blog/blog-teaser.tsx';
import { loadPageCached } from '../lib/cached-loader.ts';
import { contentPageMeta } from '../lib/content-meta.ts';
import { throwIfPastLastPage } from '../lib/list-page.ts';
import { apiContext, requestInfoContext } from '../lib/load-context.ts';
import type { Route } from './+types/blog-all';

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const page = pageParam(request);
  const [list, recent] = await Promise.all([loadBlogPosts(api, { page }), loadRecentStories(api)]);
  throwIfPastLastPage(page, list?.posts.length);
  const { publicUrl, allowGuestPageCache } = context.get(requestInfoContext);
  allowGuestPageCache();
  return { list, recent, page, publicUrl };
}

/** On client navigations the page's data comes from the browser's query cache (blog lists are kept 24 hours). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return loadPageCached(request, serverLoader, QUERY_CACHE_MS.blog);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  contentPageMeta(loaderData, {
    title: 'All stories',
    description: 'Every story on the Good Food Jobs blog, newest first.',
    path: loaderData && loaderData.page > 1 ? `/blog/all?page=${loaderData.page}` : '/blog/all',
  });

/** /blog/all: every story, ten a page (View all stories). */
export default function BlogAllPage({ loaderData }: Route.ComponentProps) {
  const { list, recent, page } = loaderData;
  const pages = list ? Math.max(1, Math.ceil(list.totalItems / list.pageSize)) : 1;
  return (
    <Container className="content-page blog-layout">
      <div className="blog-layout__main">
        <PageHeading eyebrow="The blog" title="All stories" />
        {list && list.posts.length > 0 ? (
          <ul className="blog-grid">
            {list.posts.map((post) => (
              <BlogCardItem key={post.id} post={post} titleLevel={2} />
            ))}
          </ul>
        ) : (
          <p>No stories on this page.</p>
        )}
        <BlogPagination basePath="/blog/all" page={page} pages={pages} />
      </div>
      <BlogNavigation recent={recent} />
    </Container>
  );
}
