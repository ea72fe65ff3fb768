import {
  formatNewsletterDate,
  NEWSLETTER,
  NEWSLETTER_TEXT,
  newsletterMonthHeading,
} from '@gfj/contracts/content-text';
import type { NewsletterItem, NewsletterSearchResult } from '@gfj/contracts/newsletter';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Form, Link } from 'react-router';
import { Alert, SEARCH_NOT_READ } from '../../components/ui/alert.tsx';
import { useApiClient } from '../auth/app-state.tsx';
import { fetchArchivePage } from './newsletter.queries.ts';
import { type ArchiveState, archiveHref } from './newsletter-url.ts';

/** Cards under month-and-year headings, in the order given (newest first). */
function groupByMonth(items: NewsletterItem[]): Array<{ heading: string; items: NewsletterItem[] }> {
  const groups: Array<{ heading: string; items: NewsletterItem[] }> = [];
  for (const item of items) {
    const heading = newsletterMonthHeading(item.date_added);
    const last = groups.at(-1);
    if (last?.heading === heading) last.items.push(item);
    else groups.push({ heading, items: [item] });
  }
  return groups;
}

/** Keeps the address in step without a navigation (content 2: state in the page address). */
function replaceAddress(state: ArchiveState): void {
  window.history.replaceState(window.history.state, '', archiveHref(state));
}

function ArchiveCard({ item }: { item: NewsletterItem }) {
  return (
    <li className="archive-card" data-item={item.id}>
      {item.img_link ? (
        <img
          src={item.img_link}
          alt=""
          className="archive-card__image"
          width={1200}
          height={675}
          loading="lazy"
        />
      ) : null}
      <div className="archive-card__body">
        <h3 className="archive-card__title">
          <Link to={item.item_url}>{item.title}</Link>
        </h3>
        <p className="archive-card__meta">
          <time dateTime={item.date_added}>{formatNewsletterDate(item.date_added)}</time>
          {item.guest_post ? (
            <span className="badge" data-tone="green">
              Guest Writer
            </span>
          ) : null}
        </p>
        <Link
          to={item.item_url}
          className="archive-card__read"
          aria-label={`${NEWSLETTER_TEXT.readIt}: ${item.title}`}
        >
          {NEWSLETTER_TEXT.readIt}
        </Link>
      </div>
    </li>
  );
}

/**
 * The newsletter archive (content 2, 4): the keyword and Filter by search, the cards by month,
 * Show More with a spinner, and the state (keywords, guest-post, page, scroll-size) in the
 * address; a reload comes back with every page loaded and the scroll position restored.
 */
export function NewsletterArchive({
  initial,
  refused = false,
  state,
}: {
  initial: NewsletterSearchResult | null;
  /** The API refused the search itself (its words), rather than failing. */
  refused?: boolean;
  state: ArchiveState;
}) {
  const api = useApiClient();
  const [items, setItems] = useState(initial?.items ?? []);
  const [page, setPage] = useState(state.page);
  const [hasMore, setHasMore] = useState(initial?.has_more_items ?? false);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const current = useRef({ ...state });
  const groups = useMemo(() => groupByMonth(items), [items]);

  // The scroll position goes into the address as the visitor scrolls, a few times a second at most.
  useEffect(() => {
    let timer: number | undefined;
    const onScroll = () => {
      if (timer !== undefined) return;
      timer = window.setTimeout(() => {
        timer = undefined;
        current.current = { ...current.current, scrollSize: Math.round(window.scrollY) };
        replaceAddress(current.current);
      }, 200);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, []);

  // After a reload, every earlier page is on the page already; the position comes back 50 ms later.
  useEffect(() => {
    if (state.scrollSize <= 0) return;
    const timer = window.setTimeout(() => window.scrollTo(0, state.scrollSize), NEWSLETTER.scrollRestoreMs);
    return () => window.clearTimeout(timer);
  }, [state.scrollSize]);

  const focusAfterLoad = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the loaded issues are shown
  useEffect(() => {
    const id = focusAfterLoad.current;
    if (id === null) return;
    focusAfterLoad.current = null;
    document.querySelector<HTMLElement>(`.archive-card[data-item="${id}"] a`)?.focus();
  }, [items]);

  async function showMore() {
    if (loading) return;
    setLoading(true);
    setFailed(false);
    const next = await fetchArchivePage(api, current.current, page + 1);
    setLoading(false);
    if (!next) {
      setFailed(true);
      return;
    }
    // The last page: Show More goes away with the keyboard on it; it goes to the first new issue.
    if (!next.has_more_items) focusAfterLoad.current = next.items[0]?.id ?? null;
    setItems((previous) => [...previous, ...next.items]);
    setHasMore(next.has_more_items);
    setPage(page + 1);
    current.current = { ...current.current, page: page + 1, scrollSize: Math.round(window.scrollY) };
    replaceAddress(current.current);
  }

  return (
    <section className="archive" aria-labelledby="archive-title">
      <h2 id="archive-title" className="archive__title">
        Newsletter archive
      </h2>
      <Form method="get" action="/newsletter" className="archive-search" role="search">
        <label htmlFor="archive-keywords" className="visually-hidden">
          Keyword
        </label>
        <input
          id="archive-keywords"
          name="keywords"
          type="search"
          defaultValue={state.keywords}
          placeholder={NEWSLETTER_TEXT.keywordPlaceholder}
          className="field__input archive-search__keywords"
        />
        <label htmlFor="archive-filter" className="archive-search__label">
          {NEWSLETTER_TEXT.filterLabel}
        </label>
        <select
          id="archive-filter"
          name="guest-post"
          defaultValue={state.guestOnly ? '1' : ''}
          className="field__input field__select archive-search__filter"
        >
          <option value="">{NEWSLETTER_TEXT.filterAll}</option>
          <option value="1">{NEWSLETTER_TEXT.filterGuest}</option>
        </select>
        <button type="submit" className="button" data-variant="primary">
          {NEWSLETTER_TEXT.search}
        </button>
      </Form>
      {initial === null ? (
        <Alert tone="danger">
          {refused ? SEARCH_NOT_READ : 'The archive could not be loaded. Please try again in a moment.'}
        </Alert>
      ) : (
        <p className="archive__count" role="status">
          {initial.search_results_display_text}
        </p>
      )}
      {groups.map((group) => (
        <section key={group.heading} className="archive__month" aria-label={group.heading}>
          <h3 className="archive__month-title">{group.heading}</h3>
          <ul className="archive__grid">
            {group.items.map((item) => (
              <ArchiveCard key={item.id} item={item} />
            ))}
          </ul>
        </section>
      ))}
      {initial && items.length === 0 ? (
        <p className="archive__empty">No newsletters match your search. Try another keyword.</p>
      ) : null}
      {failed ? <Alert tone="danger">More newsletters could not be loaded. Please try again.</Alert> : null}
      {hasMore ? (
        <p className="archive__more">
          <a
            href={archiveHref({ ...state, page: page + 1, scrollSize: 0 })}
            className="button"
            data-variant="secondary"
            aria-busy={loading}
            onClick={(event) => {
              event.preventDefault();
              void showMore();
            }}
          >
            {NEWSLETTER_TEXT.showMore}
          </a>
          {loading ? <span className="spinner" role="status" aria-label="Loading more newsletters" /> : null}
        </p>
      ) : null}
    </section>
  );
}
