import { siteContactSchema } from '@gfj/contracts/contact';
import { formResponseSchema } from '@gfj/contracts/content-fields';
import { type EducationList, educationListSchema, educationTagSchema } from '@gfj/contracts/education';
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

/** The directory's search address (content 7): tag-ids[] and an optional page. */
export function educationSearchPath(tagIds: number[], page = 1): string {
  const params = tagIds.map((id) => `tag-ids%5B%5D=${id}`);
  if (page > 1) params.push(`page=${page}`);
  return `/api/establishments/search${params.length ? `?${params.join('&')}` : ''}`;
}

/** The page's address with the selection (`tag-ids[]`, brackets as typed). */
export function educationPageHref(tagIds: number[]): string {
  return tagIds.length ? `/education?${tagIds.map((id) => `tag-ids[]=${id}`).join('&')}` : '/education';
}

export async function loadTags(api: ApiClient): Promise<TagOption[]> {
  const result = await api.get('/api/education-tags?pageSize=100', tagCollectionSchema);
  return result.ok ? result.data.member.map(({ id, name, description }) => ({ id, name, description })) : [];
}

export async function loadEducationList(
  api: ApiClient,
  tagIds: number[],
  page: number,
): Promise<EducationList | null> {
  const result = await api.get(educationSearchPath(tagIds, page), educationListSchema);
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
