import { type ApiError, toApiError } from '../../lib/api-client.ts';

export type ApplicationAnswer = { ok: true; message: string } | { ok: false; error: ApiError };

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/**
 * POSTs the on-site application as multipart/form-data (the JSON API client does not send files),
 * with the same 401 rule as every call: one token refresh, one retry (core 8).
 */
export async function submitApplication(
  jobId: number,
  form: FormData,
  doFetch: typeof fetch = (...args) => fetch(...args),
): Promise<ApplicationAnswer> {
  const send = () =>
    doFetch(`/api/jobs/${jobId}/applications`, {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: { Accept: 'application/ld+json' },
      signal: AbortSignal.timeout(60_000),
    });
  try {
    let response = await send();
    if (response.status === 401) {
      const refreshed = await doFetch('/api/token/refresh', { credentials: 'include' });
      if (refreshed.ok) response = await send();
    }
    const body = await readJson(response);
    if (!response.ok) return { ok: false, error: toApiError(response.status, body, response.statusText) };
    const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
    return { ok: true, message: typeof message === 'string' ? message : '' };
  } catch {
    return { ok: false, error: { code: 0, message: 'Network error', violations: [] } };
  }
}
