import { applyFilterChange, type SearchFilters, toQueryString } from '@gfj/contracts/search-filters';
import { isUnreadablePage as isUnreadablePageNumber } from '@gfj/contracts/search-query';
import { startTransition, useEffect, useState } from 'react';
import { data, redirect, useLocation, useNavigate, useNavigation } from 'react-router';
import { SEARCH_NOT_READ } from '../components/ui/alert.tsx';
import { Container } from '../components/ui/container.tsx';
import { failureOf, readForm } from '../components/ui/form/form-actions.server.ts';
import { loadSession } from '../features/auth/app-state.server.ts';
import { resendConfirmation } from '../features/auth/resend-confirmation.server.ts';
import { SaveSearchSlot } from '../features/search/save-search-slot.tsx';
import { loadSearchPage } from '../features/search/search.queries.ts';
import { SearchPagination } from '../features/search/search-pagination.tsx';
import {
  EmptyResults,
  FallbackNotice,
  PastLastPage,
  ResultList,
  ResultSkeletons,
  ResultsHeader,
} from '../features/search/search-results.tsx';
import { SearchSidebar } from '../features/search/search-sidebar.tsx';
import type { SaveSearchResult } from '../features/seekers/save-search-form.tsx';
import { checkSavedSearchName } from '../features/seekers/save-search-name.ts';
import { isolate } from '../lib/isolate.ts';
import { apiContext, requestInfoContext } from '../lib/load-context.ts';
import { signInPathFor } from '../lib/page-url.ts';
import { buildPageMeta } from '../lib/share-meta.ts';
import type { Route } from './+types/search';

// Preload the header bar with this page: it is always open here.
import '../features/search/search-bar.tsx';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const data = await loadSearchPage(context.get(apiContext), url.search);
  const { publicUrl, allowGuestPageCache } = context.get(requestInfoContext);
  // A failed search is not kept: the next visitor asks again.
  if (data.results) allowGuestPageCache();
  // `page=0`, `-1`, `abc`, `1e20`: the API's 400 "Page should not be less than 1"; the page shows
  // the first page and says why, rather than pretending it was asked for.
  const isUnreadablePage = isUnreadablePageNumber(url.searchParams.get('page') ?? undefined);
  return { ...data, publicUrl, ...(isUnreadablePage ? { isUnreadablePage } : {}) };
}

/**
 * Save this search without JavaScript (or before hydration): the form posts to this page's own
 * address, so the filters stay, and the saved search is made here. A guest is sent to sign in and
 * back to this search. With JavaScript the form posts to the API itself.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await loadSession(request, context);
  if (!session.userId) throw redirect(signInPathFor(request));
  const form = await readForm(request);
  // "Resend the confirmation email" under the saved view (an unconfirmed account's alerts wait).
  if (form.intent === 'resend') {
    return { resend: await resendConfirmation(context, form) } satisfies SaveSearchResult;
  }
  const name = form.name ?? '';
  const nameError = checkSavedSearchName(name);
  if (nameError) return data<SaveSearchResult>({ name, nameError }, { status: 422 });
  const response = await context.get(apiContext).send({
    method: 'POST',
    path: '/api/saved-searches',
    json: { name: name.trim(), params: form.params ?? '' },
  });
  if (response.ok) return { saved: true } satisfies SaveSearchResult;
  const failure = failureOf(response);
  const onName = failure.violations?.find((v) => v.propertyPath === 'name');
  const result: SaveSearchResult = onName
    ? { name, nameError: onName.message }
    : { name, alert: failure.violations?.[0]?.message ?? failure.alert ?? 'The search was not saved.' };
  return data(result, { status: response.status });
}

/** Said above the first page's results when the address asked for no page from 1 on. */
const UNREADABLE_PAGE = 'Page numbers start at 1, so here is the first page.';

/**
 * The page's title in text (the document title, share cards): the keywords isolated (U+2068 …
 * U+2069), so right-to-left text or a direction override in them cannot turn the words around it.
 */

function describeSearch(filters: SearchFilters): string {
  return filters.keywords ? `“${isolate(filters.keywords)}” jobs` : 'Search jobs';
}

/** The page's heading: the keywords in `<bdi>`, for the same reason. */
function SearchHeading({ keywords }: { keywords: string | undefined }) {
  return keywords ? (
    <>
      “<bdi>{keywords}</bdi>” jobs
    </>
  ) : (
    'Search jobs'
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: 'Search jobs | Good Food Jobs' }];
  const { filters, query, publicUrl } = loaderData;
  const path = query ? `/search?${query}` : '/search';
  const feed = `${publicUrl}/api/jobs/search/feed?${query ? `${query}&` : ''}format=`;
  const heading = describeSearch(filters);
  return [
    ...buildPageMeta({
      title: `${heading} | Good Food Jobs`,
      shareTitle: heading,
      description:
        'Search jobs in sustainable food and agriculture by keyword, place, distance, region, category, type, pay and date.',
      url: `${publicUrl}${path}`,
      publicUrl,
    }),
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: `${heading} (RSS)`,
      href: `${feed}rss`,
    },
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/atom+xml',
      title: `${heading} (Atom)`,
      href: `${feed}atom`,
    },
  ];
};

let hasHydrated = false;
/**
 * True once hydrated: filters then apply on change, before that the form's button submits. The
 * switch after hydration is a transition, rendered in slices: an external-store mismatch would
 * re-render the page in one blocking task (decision 011). Later visits start hydrated.
 */
function useIsHydrated(): boolean {
  const [isHydrated, setHydrated] = useState(hasHydrated);
  useEffect(() => {
    hasHydrated = true;
    startTransition(() => setHydrated(true));
  }, []);
  return isHydrated;
}

export default function SearchPage({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, query, results } = loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const isHydrated = useIsHydrated();
  const isLoading = navigation.state === 'loading' && navigation.location?.pathname === '/search';

  const go = (next: SearchFilters) => {
    const search = toQueryString(next);
    navigate(search ? `/search?${search}` : '/search', { preventScrollReset: true });
  };
  const hrefFor = (page: number) => {
    const search = toQueryString(applyFilterChange(filters, { field: 'page', value: page }));
    return search ? `/search?${search}` : '/search';
  };

  // The phone filters' "Show N jobs" closes the panel onto the results' count.
  const focusResults = () => {
    const heading = document.getElementById('results-count');
    heading?.focus({ preventScroll: true });
    return heading !== null;
  };

  const pageSize = filters.pageSize ?? 50;
  const totalItems = results?.totalItems ?? 0;
  const totalPages = Math.max(1, Math.ceil(totalItems / pageSize));
  const page = filters.page ?? 1;
  // An address past the last page: nothing to list, though the search matches jobs.
  const isPastEnd = results !== null && results.member.length === 0 && totalItems > 0 && page > totalPages;

  return (
    <Container className="search-page">
      <div className="search-page__head">
        <h1 className="search-page__title">
          <SearchHeading keywords={filters.keywords} />
        </h1>
      </div>
      <div className="search-page__layout">
        <SearchSidebar
          filters={filters}
          onFiltersChange={go}
          isInteractive={isHydrated}
          results={results ? { totalItems, isFallback: results.isFallbackResults } : null}
          isLoading={isLoading}
          onShowResults={focusResults}
        />
        <section className="search-page__results" aria-labelledby="results-count" aria-busy={isLoading}>
          {results === null ? (
            <p className="search-notice" role="alert">
              {loaderData.refused
                ? SEARCH_NOT_READ
                : 'Search is not answering right now. Please try again in a moment.'}
            </p>
          ) : (
            <>
              <ResultsHeader
                totalItems={totalItems}
                isFallback={results.isFallbackResults}
                sort={filters.sort}
                hasKeywords={Boolean(filters.keywords)}
                onSortChange={(sort) => go(applyFilterChange(filters, { field: 'sort', value: sort }))}
              />
              {isLoading ? (
                <ResultSkeletons />
              ) : (
                <>
                  {loaderData.isUnreadablePage ? <p className="search-notice">{UNREADABLE_PAGE}</p> : null}
                  {results.isFallbackResults ? <FallbackNotice /> : null}
                  {isPastEnd ? (
                    <PastLastPage page={page} lastPage={totalPages} href={hrefFor(totalPages)} />
                  ) : results.member.length === 0 ? (
                    <EmptyResults />
                  ) : (
                    <ResultList jobs={results.member} fromSearch={location.search} />
                  )}
                  {isPastEnd ? null : (
                    <SearchPagination
                      page={page}
                      totalPages={totalPages}
                      hrefFor={hrefFor}
                      focusTargetId="results-count"
                    />
                  )}
                </>
              )}
            </>
          )}
        </section>
        {results?.isSavableSearch ? (
          <div className="search-page__save">
            <SaveSearchSlot filters={filters} query={query} result={actionData} />
          </div>
        ) : null}
      </div>
    </Container>
  );
}
