import { formResponseSchema } from '@gfj/contracts/content-fields';
import { TESTIMONIALS_PAGE_SIZE } from '@gfj/contracts/content-text';
import { hydraCollectionSchema } from '@gfj/contracts/hydra';
import { countrySchema, stateSchema } from '@gfj/contracts/reference';
import { testimonialSchema } from '@gfj/contracts/testimonials';
import type { BrowserApiClient } from '../../lib/api-client.ts';
import type { ApiClient } from '../../lib/load-context.ts';

const testimonialCollectionSchema = hydraCollectionSchema(testimonialSchema);
const countryCollectionSchema = hydraCollectionSchema(countrySchema);
const stateCollectionSchema = hydraCollectionSchema(stateSchema);

export const testimonialKeys = {
  list: (category: string, page: number) => ['testimonials', category, page] as const,
};

export interface TestimonialEntry {
  id: number;
  name: string;
  position_title?: string;
  content: string;
}

export interface TestimonialPage {
  entries: TestimonialEntry[];
  totalItems: number;
}

/**
 * GET /api/testimonials (content 7): page, pageSize 20, category[], status[] active. A tab lists
 * several categories (TESTIMONIAL_TABS: "both" under seekers and posters, "None of these" with the fans).
 */
export async function loadTestimonials(
  api: ApiClient,
  categories: readonly string[],
  page: number,
): Promise<TestimonialPage | null> {
  const filter = categories.map((category) => `&category%5B%5D=${category}`).join('');
  const path = `/api/testimonials?page=${page}&pageSize=${TESTIMONIALS_PAGE_SIZE}${filter}&status%5B%5D=active`;
  const result = await api.get(path, testimonialCollectionSchema);
  if (!result.ok) return null;
  return {
    totalItems: result.data.totalItems,
    entries: result.data.member.map(({ id, name, position_title, content }) => ({
      id,
      name,
      content,
      ...(position_title ? { position_title } : {}),
    })),
  };
}

export interface CountryOption {
  id: number;
  name: string;
}

/**
 * Countries (core 7: page 1, pageSize 300) and the states of one of them for the form: the United
 * States' at first, the country sent after a refusal without JavaScript.
 */
export async function loadPlaces(
  api: ApiClient,
  country = 'United States',
): Promise<{ countries: CountryOption[]; states: string[] }> {
  const result = await api.get('/api/countries?page=1&pageSize=300', countryCollectionSchema);
  if (!result.ok) return { countries: [], states: [] };
  const countries = result.data.member.map(({ id, name }) => ({ id, name }));
  const chosen = result.data.member.find((c) => c.name === country);
  return { countries, states: chosen ? chosen.states.map((s) => s.name) : [] };
}

/** States of a country (core 7: filtered by country IRI); none for most countries. */
export async function fetchStates(api: BrowserApiClient, countryId: number): Promise<string[]> {
  const response = await api.request(`/states?country=/api/countries/${countryId}&pageSize=300`, {
    schema: stateCollectionSchema,
  });
  return response.ok && response.data ? response.data.member.map((s) => s.name) : [];
}

/** The submit form's post (content 7): multipart with the optional image and _token. */
export function postTestimonial(api: BrowserApiClient, body: FormData) {
  return api.request('/testimonial-submissions', {
    method: 'POST',
    multipart: body,
    timeoutMs: 60_000,
    schema: formResponseSchema,
  });
}
