import { fetchHydra } from '@api-platform/admin';

/** The API of the same origin: the staff session's cookies go with every call. */
export const ENTRYPOINT = `${window.location.origin}/api`;
const SIGN_IN = `/login?redirect=${encodeURIComponent('/admin')}`;

let refreshing: Promise<boolean> | undefined;

/**
 * Renews the access cookie with the refresh cookie (the site's own sessions); several calls
 * failing at once share one renewal.
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= fetch('/api/token/refresh', { method: 'POST', credentials: 'same-origin' })
    .then((response) => response.ok)
    .catch(() => false)
    .finally(() => {
      setTimeout(() => {
        refreshing = undefined;
      }, 1000);
    });
  return refreshing;
}

/** Back to the site's sign-in page, then here again. */
export function goToSignIn(): void {
  window.location.assign(SIGN_IN);
}

/** react-admin's HTTP client: a 401 renews the session once and tries again. */
export const httpClient: typeof fetchHydra = async (url, options) => {
  try {
    return await fetchHydra(url, options);
  } catch (error) {
    if ((error as { status?: number }).status === 401 && (await refreshSession())) {
      return fetchHydra(url, options);
    }
    throw error;
  }
};

export interface ApiProblem {
  status: number;
  message: string;
  violations: { propertyPath: string; message: string }[];
}

/** JSON calls the screens make themselves (moderation actions): the API's own messages on failure. */
export async function callApi<T>(path: string, init: { method: string; body?: unknown }): Promise<T> {
  const send = () =>
    fetch(path, {
      method: init.method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/ld+json',
        ...(init.body === undefined
          ? {}
          : {
              'content-type':
                init.method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json',
            }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  let response = await send();
  if (response.status === 401 && (await refreshSession())) response = await send();
  if (response.status === 401) goToSignIn();
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    const violations = Array.isArray(body?.violations) ? (body.violations as ApiProblem['violations']) : [];
    const problem: ApiProblem = {
      status: response.status,
      message:
        violations[0]?.message ??
        (typeof body?.detail === 'string' ? body.detail : undefined) ??
        `The request failed (${response.status}).`,
      violations,
    };
    throw problem;
  }
  return body as T;
}
