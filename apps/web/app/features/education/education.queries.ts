import { siteContactSchema } from '@gfj/contracts/contact';
import { formResponseSchema } from '@gfj/contracts/content-fields';
import { EDUCATION } from '@gfj/contracts/content-text';
import {
  type EducationList,
  educationListSchema,
  educationTagSchema,
  type PublicAlumItem,
  publicAlumItemSchema,
} from '@gfj/contracts/education';
import { hydraCollectionSchema } from '@gfj/contracts/hydra';
import type { BrowserApiClient } from '../../lib/api-client.ts';
import type { ApiClient } from '../../lib/load-context.ts';

const tagCollectionSchema = hydraCollectionSchema(educationTagSchema);

export const educationKeys = {
  list: (tagIds: number[], page: number) => ['education', 'list', tagIds, page] as const,
};

export interface TagOption {
  id: number;
  name: string;
  description: string;
}

/** The most establishments the search answers at once (its `maxPageSize`). */
const SEARCH_MAX_PAGE_SIZE = 100;

/** The directory's search address (content 7): tag-ids[], an optional page and page size. */
export function educationSearchPath(
  tagIds: number[],
  page = 1,
  pageSize: number = EDUCATION.pageSize,
): string {
  const params = tagIds.map((id) => `tag-ids%5B%5D=${id}`);
  if (page > 1) params.push(`page=${page}`);
  if (pageSize !== EDUCATION.pageSize) params.push(`pageSize=${pageSize}`);
  return `/api/establishments/search${params.length ? `?${params.join('&')}` : ''}`;
}

/** The page's address with the selection (`tag-ids[]`, brackets as typed) and the pages shown. */
export function educationPageHref(tagIds: number[], page = 1): string {
  const params = tagIds.map((id) => `tag-ids[]=${id}`);
  if (page > 1) params.push(`page=${page}`);
  return params.length ? `/education?${params.join('&')}` : '/education';
}

/** The id of the first entry of `page` (page 2 on), where Show more without JavaScript lands. */
export function educationPageAnchor(page: number): string {
  return `establishments-page-${page}`;
}

/** `page` from the page's address: how many pages to show; anything but a whole number from 1 is 1. */
export function parseEducationPage(value: string | null): number {
  const page = Number(value ?? 1);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

export async function loadTags(api: ApiClient): Promise<TagOption[]> {
  const result = await api.get('/api/education-tags?pageSize=100', tagCollectionSchema);
  return result.ok ? result.data.member.map(({ id, name, description }) => ({ id, name, description })) : [];
}

/**
 * Server: pages 1 to `pages` as one list, as Show more would have built it (Show more without
 * JavaScript is a link to the next page's address). Asked for 100 at a time, never past the last
 * page, so a large `page` costs no more than the whole directory.
 */
export async function loadEducationPages(
  api: ApiClient,
  tagIds: number[],
  pages: number,
): Promise<EducationList | null> {
  const { pageSize } = EDUCATION;
  const first = await api.get(
    educationSearchPath(tagIds, 1, Math.min(pages * pageSize, SEARCH_MAX_PAGE_SIZE)),
    educationListSchema,
  );
  if (!first.ok) return null;
  const { count } = first.data;
  const shown = Math.max(1, Math.min(pages, Math.ceil(count / pageSize)));
  const batches = Math.ceil((shown * pageSize) / SEARCH_MAX_PAGE_SIZE);
  const rest = await Promise.all(
    Array.from({ length: batches - 1 }, (_, i) =>
      api.get(educationSearchPath(tagIds, i + 2, SEARCH_MAX_PAGE_SIZE), educationListSchema),
    ),
  );
  const items = [first.data.items];
  for (const batch of rest) {
    if (!batch.ok) return null;
    items.push(batch.data.items);
  }
  return {
    count,
    page: shown,
    items: items.flat().slice(0, shown * pageSize),
    has_more_items: shown * pageSize < count,
  };
}

/**
 * Server: an alum the directory offers to write to, with the establishment they went to. Null when
 * there is none (unknown, or their establishment carries tag 5) or the API could not answer.
 */
export async function findPublicAlum(api: ApiClient, alumId: number): Promise<PublicAlumItem | null> {
  const result = await api.get(`/api/public-alums/${alumId}`, publicAlumItemSchema);
  return result.ok ? result.data : null;
}

export async function loadContactMailbox(api: ApiClient): Promise<string> {
  const result = await api.get('/api/site-contact', siteContactSchema);
  return result.ok ? result.data.email : '';
}

/** Browser: a new selection or the next page. */
export async function fetchEducationList(
  api: BrowserApiClient,
  tagIds: number[],
  page: number,
): Promise<EducationList | null> {
  const response = await api.request(educationSearchPath(tagIds, page), { schema: educationListSchema });
  return response.ok ? response.data : null;
}

export interface AlumInquiryFields {
  alum_id: string;
  name: string;
  email: string;
  email_confirm: string;
  message: string;
  agree: string;
  _token: string;
  website: string;
}

/** Contact an alum (content 7): form-encoded _token, alum_id, name, email, email_confirm, message, agree. */
export function postAlumInquiry(api: BrowserApiClient, fields: AlumInquiryFields) {
  return api.request('/alum-inquiries', { method: 'POST', form: { ...fields }, schema: formResponseSchema });
}
