import { jobSchema } from '@gfj/contracts/jobs';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { takeApiCookies } from '../../components/ui/form/form-actions.server.ts';
import { toApiError } from '../../lib/api-client.ts';
import { apiContext } from '../../lib/load-context.ts';
import { signInPathFor } from '../../lib/page-url.ts';
import { loadSession } from '../auth/app-state.server.ts';
import { copiedDraftPath, POST_AGAIN_INTENT, postAgainFailure } from './post-again.ts';

/**
 * The dashboard's Post again without JavaScript (decision 061): the row's form posts here, the
 * copy is made by the API (which decides whose listing it is and whether it may be copied), and
 * the new draft opens in the posting form; a refusal comes back to the dashboard as its alert.
 */
export async function postAgainAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  /** The posted form, read by the page's action. */
  form: Record<string, string>,
) {
  const session = await loadSession(request, context);
  if (!session.userId) throw redirect(signInPathFor(request));
  if (form.intent !== POST_AGAIN_INTENT) throw data(null, { status: 400 });
  // The id as posted: the API's one id parser answers 404 for anything that names no listing.
  const made = await context.get(apiContext).send({
    method: 'POST',
    path: `/api/jobs/${encodeURIComponent(form.job ?? '')}/copy`,
    json: {},
    schema: jobSchema,
  });
  if (made.ok && made.data) {
    throw redirect(copiedDraftPath(made.data.id), { headers: takeApiCookies(context) });
  }
  const failure = postAgainFailure(undefined, made.ok ? undefined : toApiError(made.status, made.body));
  return data({ postAgainFailure: failure }, { status: made.ok ? 500 : made.status || 500 });
}
