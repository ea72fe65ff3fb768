import { jobSubmissionSchema } from '@gfj/contracts/posting';
import { POSTING_LIMITS } from '@gfj/contracts/posting-fields';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { chosenFiles, failureOf, takeApiCookies } from '../../components/ui/form/form-actions.server.ts';
import { apiContext, requestInfoContext } from '../../lib/load-context.ts';
import { ATTACHMENT_FILES_FIELD, REMOVE_ATTACHMENTS_FIELD } from './attachments-field.tsx';
import { readPostForm, storeChosenFiles } from './post-attachments.server.ts';
import type { PostFormResult } from './post-form.tsx';
import { formDataToValues, POST_FORM_ALERTS, validatePostForm } from './post-form-values.ts';

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
  const failure = failureOf(submitted) as PostFormResult;
  // The script's words above the form: without them a refused post came back at the top of the
  // page saying only "Draft saved", its messages far below.
  if (failure.violations) failure.alert = POST_FORM_ALERTS.notComplete;
  return data(failure, { status: submitted.status || 500 });
}

/**
 * The posting form without JavaScript: the whole form is saved (the same rules as in the
 * browser), then shown again, previewed or submitted, as the pressed button said. It comes as
 * multipart/form-data: the files chosen are stored as the JavaScript uploader stores them
 * (`POST /api/media-objects`) and attached with the others kept; ticked ones are removed.
 */
export async function postFormAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  id: number,
  postTypeId: number,
) {
  const read = await readPostForm(request);
  if (!read.ok) return data({ alert: read.alert } satisfies PostFormResult, { status: read.status });
  const { form } = read;
  const intent = String(form.get('intent') ?? 'save');
  const values = formDataToValues(form);
  const removed = new Set(form.getAll(REMOVE_ATTACHMENTS_FIELD));
  values.attachments = values.attachments.filter((iri) => !removed.has(iri));
  const api = context.get(apiContext);
  const info = context.get(requestInfoContext);
  const uploads = await storeChosenFiles(
    api,
    () => info.csrfToken(),
    chosenFiles(form, ATTACHMENT_FILES_FIELD),
    POSTING_LIMITS.maxAttachments - values.attachments.length,
  );
  values.attachments.push(...uploads.stored.map((file) => file.iri));
  const { body, violations } = validatePostForm(values, postTypeId);
  // As the autosave does: the valid fields are kept, the others come back with their messages
  // and with what was typed, so nothing is lost.
  const invalid = new Set(violations.map((v) => v.propertyPath.split('.')[0]));
  const valid = Object.fromEntries(Object.entries(body).filter(([key]) => !invalid.has(key)));
  const saved = await api.send({ method: 'PATCH', path: `/api/jobs/${id}`, json: valid });
  // Files just stored are shown by name even when the listing could not take them yet.
  const uploaded = uploads.stored;
  if (!saved.ok) {
    const failure = failureOf(saved) as PostFormResult;
    if (failure.violations) failure.alert = POST_FORM_ALERTS.notSaved;
    return data({ ...failure, values, uploaded, unsaved: true } satisfies PostFormResult, {
      status: saved.status || 500,
    });
  }
  // A refused file is the attachments field's message; the files stored stay attached.
  if (uploads.messages.length > 0 && !invalid.has('attachments')) {
    violations.push({ propertyPath: 'attachments', message: uploads.messages.join(' ') });
  }
  if (violations.length > 0) {
    const alert = POST_FORM_ALERTS.checkFields(violations.length);
    return data({ violations, values, uploaded, alert, unsaved: true } satisfies PostFormResult, {
      status: 422,
    });
  }
  if (intent === 'preview') throw redirect(`/post/${id}/preview`, { headers: takeApiCookies(context) });
  if (intent === 'submit') return submitListing(context, id);
  throw redirect(`/post/${id}`, { headers: takeApiCookies(context) });
}
