import type { ApiError, BrowserApiClient, ResponseSchema } from '../../lib/api-client.ts';

/** The follow toggle's reported failure (core 8). */
export const UNABLE_TO_PARSE = 'Unable to parse returned data!';

interface FollowLookup {
  totalItems: number;
  member: Array<{ '@id': string }>;
}

/** A hand-written shape check (no zod on the job page's first load): totalItems and member IRIs. */
export const followLookupSchema: ResponseSchema<FollowLookup> = {
  safeParse(value: unknown) {
    if (!value || typeof value !== 'object') return { success: false };
    const { totalItems, member } = value as Record<string, unknown>;
    if (typeof totalItems !== 'number' || !Array.isArray(member)) return { success: false };
    const iris = member.map((item) =>
      item && typeof item === 'object' ? (item as Record<string, unknown>)['@id'] : null,
    );
    if (!iris.every((iri): iri is string => typeof iri === 'string')) return { success: false };
    return { success: true, data: { totalItems, member: iris.map((iri) => ({ '@id': iri })) } };
  },
};

export class FollowToggleError extends Error {
  /** The API's HTTP status, when it answered with an error (401: the session has ended). */
  status?: number | undefined;
}

function failed(status: number, { code, message }: ApiError): FollowToggleError {
  const error = new FollowToggleError(`${code}: ${message}`);
  error.status = status;
  return error;
}

/**
 * The follow-toggle protocol (core 7): look up the caller's follow of this job; if there is one,
 * DELETE it (now unfollowed), else POST {user, job} (now followed). Resolves to the new state. A 401
 * (the session ended elsewhere) is thrown with its status, for the heart to ask for a sign-in.
 */
export async function toggleFollow(api: BrowserApiClient, userId: number, jobId: number): Promise<boolean> {
  const user = `/api/users/${userId}`;
  const job = `/api/jobs/${jobId}`;
  const lookup = await api.request(`/user-follow-jobs?${new URLSearchParams({ user, job }).toString()}`, {
    schema: followLookupSchema,
    handlesSignOut: true,
  });
  if (!lookup.ok) throw failed(lookup.status, lookup.error);
  if (!lookup.data) throw new FollowToggleError(UNABLE_TO_PARSE);
  const first = lookup.data.member[0];
  if (lookup.data.totalItems > 0 && first) {
    const removed = await api.request(first['@id'], { method: 'DELETE', handlesSignOut: true });
    if (!removed.ok) throw failed(removed.status, removed.error);
    return false;
  }
  const created = await api.request('/user-follow-jobs', {
    method: 'POST',
    json: { user, job },
    handlesSignOut: true,
  });
  if (!created.ok) throw failed(created.status, created.error);
  return true;
}
