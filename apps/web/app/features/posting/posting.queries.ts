import { hydraCollectionSchema } from '@gfj/contracts/hydra';
import { type Job, jobSchema } from '@gfj/contracts/jobs';
import { mediaObjectSchema } from '@gfj/contracts/media-objects';
import { jobSubmissionSchema } from '@gfj/contracts/posting';
import { countrySchema, jobPostTypeSchema, stateSchema } from '@gfj/contracts/reference';
import type { BrowserApiClient } from '../../lib/api-client.ts';
import type { ApiClient } from '../../lib/load-context.ts';
import { afterListingChange } from '../account/account.queries.ts';
import { browserUserId } from '../auth/app-state.tsx';

// Loaders (in-process API).

const postTypesSchema = hydraCollectionSchema(jobPostTypeSchema);
const countriesSchema = hydraCollectionSchema(countrySchema);
const statesSchema = hydraCollectionSchema(stateSchema);
const jobsSchema = hydraCollectionSchema(jobSchema);

export async function fetchPostTypes(api: ApiClient) {
  const result = await api.get('/api/job-post-types', postTypesSchema);
  return result.ok ? result.data.member : [];
}

export function fetchPostType(api: ApiClient, id: number) {
  return api.get(`/api/job-post-types/${id}`, jobPostTypeSchema);
}

export function fetchDraft(api: ApiClient, id: number) {
  return api.get(`/api/jobs/${id}`, jobSchema);
}

/** Countries (code, name) and the US states (code, name) for the place pickers. */
export async function fetchPlaces(api: ApiClient) {
  const [countries, states] = await Promise.all([
    api.get('/api/countries?pageSize=300', countriesSchema),
    api.get('/api/states?country=/api/countries/1&pageSize=100', statesSchema),
  ]);
  return {
    countries: countries.ok ? countries.data.member.map((c) => ({ code: c.code, name: c.name })) : [],
    states: states.ok ? states.data.member.map((s) => ({ code: s.code, name: s.name })) : [],
  };
}

/** The company description of the poster's newest other listing ("reuse my company description"). */
export async function fetchLatestCompanyDescription(api: ApiClient, userId: number, exceptId: number) {
  const result = await api.get(`/api/jobs?user=/api/users/${userId}&pageSize=10`, jobsSchema);
  if (!result.ok) return undefined;
  const other = result.data.member.find((job: Job) => job.id !== exceptId && job.company_description);
  return other?.company_description;
}

// Browser calls.

/** A listing changed: the dashboard's cached pages (and the counts) must be asked again. */
function forgetListings<T extends { ok: boolean }>(answer: T): T {
  const userId = browserUserId();
  if (answer.ok && userId !== null) void afterListingChange(userId);
  return answer;
}

export async function saveDraft(
  api: BrowserApiClient,
  id: number,
  patch: Record<string, unknown>,
  options: { keepalive?: boolean } = {},
) {
  return forgetListings(
    await api.request(`/jobs/${id}`, { method: 'PATCH', json: patch, schema: jobSchema, ...options }),
  );
}

export async function submitDraft(api: BrowserApiClient, id: number) {
  return forgetListings(
    await api.request(`/jobs/${id}/submission`, { method: 'POST', json: {}, schema: jobSubmissionSchema }),
  );
}

/** Post again (decision 061): a new draft copied from one of the poster's listings. */
export async function copyListing(api: BrowserApiClient, id: number) {
  return forgetListings(
    await api.request(`/jobs/${id}/copy`, { method: 'POST', json: {}, schema: jobSchema }),
  );
}

/**
 * Uploads a file as the signed-in poster. A multipart body is a form another site could post, so
 * the API wants the page's CSRF token with it (decision 018): without it every upload was a 403.
 */
export function uploadMediaObject(api: BrowserApiClient, file: File, csrfToken: string) {
  const form = new FormData();
  form.append('file', file);
  return api.request('/media-objects', {
    method: 'POST',
    multipart: form,
    headers: { 'x-csrf-token': csrfToken },
    timeoutMs: 120_000,
    schema: mediaObjectSchema,
  });
}
