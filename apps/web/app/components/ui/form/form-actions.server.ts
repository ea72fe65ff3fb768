import { data, type RouterContextProvider } from 'react-router';
import type { z } from 'zod';
import { toApiError } from '../../../lib/api-client.ts';
import { type ApiSendResult, requestInfoContext } from '../../../lib/load-context.ts';
import { pageUrlOf } from '../../../lib/page-url.ts';
import type { FormResult } from './form-result.ts';

/** The most a form of text fields may weigh (a contact message is at most 10,000 characters). */
export const TEXT_FORM_MAX_BYTES = 1024 * 1024;

export class BodyTooLarge extends Error {}

/**
 * The form a page request posts, read only up to `maxBytes`, declared or counted while reading
 * (a body without a length is counted): beyond that, BodyTooLarge, and the rest is never held in
 * memory. A body that does not parse throws as `formData()` does.
 */
export async function readFormWithin(request: Request, maxBytes: number): Promise<FormData> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw new BodyTooLarge();
  let read = 0;
  const counted = request.body?.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        read += chunk.byteLength;
        if (read > maxBytes) controller.error(new BodyTooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
  try {
    return await new Response(counted ?? null, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
  } catch (error) {
    if (read > maxBytes) throw new BodyTooLarge();
    throw error;
  }
}

/**
 * A posted form that may carry files (multipart), read within `maxBytes`: null when it is larger
 * (unread, for the page's 413 in its own words); a body that is not a form is refused with 400.
 */
export async function readUploadWithin(request: Request, maxBytes: number): Promise<FormData | null> {
  try {
    return await readFormWithin(request, maxBytes);
  } catch (error) {
    if (error instanceof BodyTooLarge) return null;
    throw data(null, { status: 400 });
  }
}

/** A text field of a posted form: '' when it is absent, or when a file came under its name. */
export function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * The files a form post carries under `name`: a browser sends an empty part (no name, no bytes)
 * for a file input left empty, which is no file at all. Text sent under that name is ignored.
 */
export function chosenFiles(form: FormData, name: string): File[] {
  return form
    .getAll(name)
    .filter((value): value is File => typeof value !== 'string' && (value.name !== '' || value.size > 0));
}

/**
 * A posted form as a plain object of strings (the full-page forms without JavaScript). A body that
 * is not a form (JSON, plain text, a broken multipart) is refused with 400, never read as a failure
 * of ours; one over TEXT_FORM_MAX_BYTES with 413, unread.
 */
export async function readForm(request: Request): Promise<Record<string, string>> {
  let form: FormData;
  try {
    form = await readFormWithin(request, TEXT_FORM_MAX_BYTES);
  } catch (error) {
    throw data(null, { status: error instanceof BodyTooLarge ? 413 : 400 });
  }
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string') values[key] = value;
  return values;
}

/** zod issues as violations, the first per field (what the client-side rules would show). */
export function violationsOf(error: z.ZodError): FormResult {
  const seen = new Set<string>();
  const violations = error.issues.flatMap((issue) => {
    const propertyPath = issue.path.join('.');
    if (seen.has(propertyPath)) return [];
    seen.add(propertyPath);
    return [{ propertyPath, message: issue.message }];
  });
  return { violations };
}

/** A failed in-process API answer as a form result: 422 on the fields, else "code: message". */
export function failureOf(response: ApiSendResult<unknown>): FormResult {
  const error = toApiError(response.status, response.body);
  if (response.status === 422 && error.violations.length > 0) return { violations: error.violations };
  return { alert: `${error.code}: ${error.message}` };
}

/**
 * Moves the Set-Cookie values the API answered with onto this response's headers (a redirect from
 * an action skips the document render that would otherwise pass them on).
 */
export function takeApiCookies(context: Readonly<RouterContextProvider>): Headers {
  const headers = new Headers();
  const { setCookies } = context.get(requestInfoContext);
  for (const cookie of setCookies.splice(0)) headers.append('Set-Cookie', cookie);
  return headers;
}

/** A host no URL of ours has: what a redirect target resolves against. */
const SITE = 'http://site.invalid';

/**
 * Where a `redirect` parameter may send a visitor: a path on this site, else `fallback`. The
 * target is read the way browsers read a Location header (tabs and line breaks dropped, `\` as
 * `/`), so `/\t/evil.example` or `/\\evil.example` cannot leave the site; what comes back is the
 * parsed path, query and fragment, percent-encoded, so any header can carry it (no 500 for CR/LF
 * or non-ASCII).
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target?.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(target, SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== SITE) return fallback;
  // A data request's address (`/page.data?_routes=…`) leads to the page it belongs to.
  const page = pageUrlOf(url);
  const path = `${page.pathname}${page.search}${page.hash}`;
  // A path that still starts `//` would be read as another host by whoever reads it next.
  return path.startsWith('//') ? fallback : path;
}
