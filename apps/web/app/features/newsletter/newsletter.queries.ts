import {
  hydraCollectionSchema,
  type NewsletterSearchResult,
  newsletterIssueSchema,
  newsletterSearchResultSchema,
  newsletterSubscribeResponseSchema,
  newsletterUnsubscribeResponseSchema,
} from '@gfj/contracts';
import type { BrowserApiClient } from '../../lib/api-client.ts';
import type { ApiClient } from '../../lib/load-context.ts';
import { type ArchiveState, archiveSearchPath } from './newsletter-url.ts';

/** Query keys of the newsletter's data (TanStack Query, issue 19). */
export const newsletterKeys = {
  archive: (state: Omit<ArchiveState, 'scrollSize'>) => ['newsletter', 'archive', state] as const,
  issue: (slug: string) => ['newsletter', 'issue', slug] as const,
};

/**
 * Server: every page up to `state.page` at once (content 2: 12 per page times the page). `refused`
 * when the API refused the search itself (a 4xx: a NUL character in the keywords, say), so the
 * page asks for other words instead of saying the archive is down.
 */
export async function loadArchive(
  api: ApiClient,
  state: ArchiveState,
): Promise<{ archive: NewsletterSearchResult | null; refused: boolean }> {
  const result = await api.get(archiveSearchPath(state, 1, state.page), newsletterSearchResultSchema);
  if (result.ok) return { archive: result.data, refused: false };
  return { archive: null, refused: result.status >= 400 && result.status < 500 };
}

/** Browser: one more page for Show More. */
export async function fetchArchivePage(
  api: BrowserApiClient,
  state: ArchiveState,
  page: number,
): Promise<NewsletterSearchResult | null> {
  const response = await api.request(archiveSearchPath(state, page), {
    schema: newsletterSearchResultSchema,
  });
  return response.ok ? response.data : null;
}

const issueCollectionSchema = hydraCollectionSchema(newsletterIssueSchema);

/** Server: a published issue by its slug. */
export async function loadIssue(api: ApiClient, slug: string) {
  const result = await api.get(
    `/api/newsletter-issues?slug=${encodeURIComponent(slug)}`,
    issueCollectionSchema,
  );
  return result.ok ? (result.data.member[0] ?? null) : null;
}

/** The subscribe form's post (content 7): form-encoded email and _token. */
export function postSubscribe(
  api: BrowserApiClient,
  fields: { email: string; _token: string; website: string },
) {
  return api.request('/newsletter/subscribe', {
    method: 'POST',
    form: fields,
    schema: newsletterSubscribeResponseSchema,
  });
}

/** The unsubscribe form's post (content 7): email, email_confirm and _token. */
export function postUnsubscribe(
  api: BrowserApiClient,
  fields: { email: string; email_confirm: string; _token: string; website: string },
) {
  return api.request('/newsletter/unsubscribe', {
    method: 'POST',
    form: fields,
    schema: newsletterUnsubscribeResponseSchema,
  });
}
