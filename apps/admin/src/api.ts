import { fetchHydra, hydraSchemaAnalyzer } from '@api-platform/admin';
import { HttpError } from 'react-admin';

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

type ExpandedBody = Record<string, { '@value'?: unknown }[] | undefined>[];

const { getSubmissionErrors } = hydraSchemaAnalyzer();

/** The problem's `detail` in the expanded JSON-LD body fetchHydra gives (`…#Error/detail`). */
function detailOf(body: ExpandedBody): string | undefined {
  const first = body[0] ?? {};
  const key = Object.keys(first).find((k) => k.endsWith('/detail') || k.endsWith('#description'));
  const value = key ? first[key]?.[0]?.['@value'] : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * An API error as react-admin reads it. fetchHydra looks for `hydra:description`, which our
 * problems (API Platform's shape) do not carry, so every error read as "Server communication
 * error"; and react-admin's own Create and Edit read a 422's violations from `body.errors` only
 * (API Platform Admin's guessed forms read the JSON-LD). So: the problem's detail is the message,
 * and a 422's violations become `body.errors` by field, with `root.serverError` naming them all
 * (react-admin notifies it, so a violation on a field the form does not show is still seen).
 */
export function explainApiError(error: unknown): unknown {
  if (!(error instanceof HttpError) || !Array.isArray(error.body)) return error;
  const body = error.body as ExpandedBody;
  const violations = error.status === 422 ? getSubmissionErrors(error) : null;
  const message = detailOf(body) ?? error.message;
  if (!violations) return new HttpError(message, error.status, body);
  const summary = Object.entries(violations)
    .map(([field, text]) => `${field}: ${text}`)
    .join('; ');
  const errors = { ...violations, root: { serverError: `Please correct: ${summary}` } };
  return new HttpError(message, error.status, Object.assign(body, { errors }));
}

/** react-admin's HTTP client: a 401 renews the session once and tries again. */
export const httpClient: typeof fetchHydra = async (url, options) => {
  try {
    return await fetchHydra(url, options);
  } catch (error) {
    if ((error as { status?: number }).status === 401 && (await refreshSession())) {
      return fetchHydra(url, options).catch((again: unknown) => {
        throw explainApiError(again);
      });
    }
    throw explainApiError(error);
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
