import { TESTIMONIAL_TABS, TESTIMONIALS_PAGE_SIZE } from '@gfj/contracts/content-text';
import { Link } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { Container } from '../components/ui/container.tsx';
import { arrivalFocus } from '../components/ui/navigation-focus.tsx';
import { PageHeading } from '../components/ui/page-heading.tsx';
import { TestimonialList, TestimonialTabs } from '../features/testimonials/testimonial-list.tsx';
import { loadTestimonials } from '../features/testimonials/testimonials.queries.ts';
import { loadPageCached } from '../lib/cached-loader.ts';
import { contentPageMeta } from '../lib/content-meta.ts';
import { throwIfPastLastPage } from '../lib/list-page.ts';
import { apiContext, requestInfoContext } from '../lib/load-context.ts';
import type { Route } from './+types/testimonials';

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const tab = TESTIMONIAL_TABS.find((t) => t.category === params.get('tab')) ?? TESTIMONIAL_TABS[0];
  const pageValue = Number(params.get('page'));
  const page = Number.isInteger(pageValue) && pageValue > 1 && pageValue < 10_000 ? pageValue : 1;
  const list = await loadTestimonials(context.get(apiContext), tab.shows, page);
  throwIfPastLastPage(page, list?.entries.length);
  const { publicUrl, allowGuestPageCache } = context.get(requestInfoContext);
  allowGuestPageCache();
  return { category: tab.category, label: tab.label, page, list, publicUrl };
}

/** On client navigations the page's data comes from the browser's query cache (kept 10 minutes). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return loadPageCached(request, serverLoader);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  contentPageMeta(loaderData, {
    title: 'Testimonials',
    description: 'What job seekers, employers and readers say about Good Food Jobs.',
    path: '/testimonials',
  });

/** /testimonials (content 2): the three lists, 20 a page, and the way to submit your own. */
export default function TestimonialsPage({ loaderData }: Route.ComponentProps) {
  const { category, label, page, list } = loaderData;
  const hasMore = list ? page * TESTIMONIALS_PAGE_SIZE < list.totalItems : false;
  return (
    <Container className="content-page content-page--narrow">
      <PageHeading eyebrow="In their words" title="Testimonials" />
      <TestimonialTabs current={category} />
      <section aria-label={label} className="tab-links__panel">
        {list ? (
          <TestimonialList entries={list.entries} />
        ) : (
          <Alert tone="danger">Testimonials could not be loaded.</Alert>
        )}
        <nav className="blog-pagination" aria-label="More testimonials">
          {page > 1 ? (
            <Link to={`/testimonials?tab=${category}&page=${page - 1}`} state={arrivalFocus()}>
              ← Newer
            </Link>
          ) : (
            <span />
          )}
          {hasMore ? (
            <Link to={`/testimonials?tab=${category}&page=${page + 1}`} state={arrivalFocus()}>
              Older →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      </section>
    </Container>
  );
}
