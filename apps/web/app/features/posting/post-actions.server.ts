import { jobSubmissionSchema } from '@gfj/contracts/posting';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { failureOf, takeApiCookies } from '../../components/ui/form/form-actions.server.ts';
import { apiContext } from '../../lib/load-context.ts';
import type { PostFormResult } from './post-form.tsx';
import { formDataToValues, validatePostForm } from './post-form-values.ts';

/** Submits a saved draft: the outcome, or the 422's violations for the form. */
export async function submitListing(context: Readonly<RouterContextProvider>, id: number) {
  const api = context.get(apiContext);
  const submitted = await api.send({
    method: 'POST',
    path: `/api/jobs/${id}/submission`,
    json: {},
    schema: jobSubmissionSchema,
  });
  if (submitted.ok && submitted.data) return { submission: submitted.data } satisfies PostFormResult;
  return data(failureOf(submitted) as PostFormResult, { status: submitted.status || 500 });
}

/**
 * The posting form without JavaScript: the whole form is saved (the same rules as in the
 * browser), then shown again, previewed or submitted, as the pressed button said.
 */
export async function postFormAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  id: number,
  postTypeId: number,
) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'save');
  const values = formDataToValues(form);
  const { body, violations } = validatePostForm(values, postTypeId);
  // As the autosave does: the valid fields are kept, the others come back with their messages
  // and with what was typed, so nothing is lost.
  const invalid = new Set(violations.map((v) => v.propertyPath.split('.')[0]));
  const valid = Object.fromEntries(Object.entries(body).filter(([key]) => !invalid.has(key)));
  const api = context.get(apiContext);
  const saved = await api.send({ method: 'PATCH', path: `/api/jobs/${id}`, json: valid });
  if (!saved.ok)
    return data({ ...failureOf(saved), values } as PostFormResult, { status: saved.status || 500 });
  if (violations.length > 0) return data({ violations, values } as PostFormResult, { status: 422 });
  if (intent === 'preview') throw redirect(`/post/${id}/preview`, { headers: takeApiCookies(context) });
  if (intent === 'submit') return submitListing(context, id);
  throw redirect(`/post/${id}`, { headers: takeApiCookies(context) });
}
