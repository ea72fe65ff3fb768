import { NEWSLETTER } from '@gfj/contracts/content-text';

/** The archive's state in the page address (content 2): keywords, guest-post, page, scroll-size. */
export interface ArchiveState {
  keywords: string;
  guestOnly: boolean;
  page: number;
  scrollSize: number;
}

function whole(value: string | null, min: number, max: number, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= min ? Math.min(n, max) : fallback;
}

export function readArchiveState(search: URLSearchParams): ArchiveState {
  return {
    keywords: (search.get('keywords') ?? '').slice(0, 100),
    guestOnly: search.get('guest-post') === '1',
    // Never more pages at once than the API serves (20).
    page: whole(search.get('page'), 1, NEWSLETTER.maxPageSize / NEWSLETTER.pageSize, 1),
    scrollSize: whole(search.get('scroll-size'), 0, 10_000_000, 0),
  };
}

/** `/newsletter?keywords=…&guest-post=1&page=2&scroll-size=640`, defaults left out. */
export function archiveHref(state: ArchiveState): string {
  const params = new URLSearchParams();
  if (state.keywords) params.set('keywords', state.keywords);
  if (state.guestOnly) params.set('guest-post', '1');
  if (state.page > 1) params.set('page', String(state.page));
  if (state.scrollSize > 0) params.set('scroll-size', String(state.scrollSize));
  const query = params.toString();
  return query ? `/newsletter?${query}` : '/newsletter';
}

/** The API search for `page` pages of 12 at once (a reload loads every earlier page together). */
export function archiveSearchPath(state: ArchiveState, page: number, pages = 1): string {
  const params = new URLSearchParams();
  if (state.keywords) params.set('keywords', state.keywords);
  if (state.guestOnly) params.set('guest-post', '1');
  params.set('page', String(page));
  params.set('pageSize', String(NEWSLETTER.pageSize * pages));
  return `/api/newsletter-issues/search?${params.toString()}`;
}
