import { signInSchema } from '@gfj/contracts/accounts';
import { data, redirect, redirectDocument, useSearchParams, useSubmit } from 'react-router';
import {
  failureOf,
  readForm,
  safeRedirect,
  takeApiCookies,
  violationsOf,
} from '../components/ui/form/form-actions.server.ts';
import { loadSession } from '../features/auth/app-state.server.ts';
import { AuthLink } from '../features/auth/auth-link.tsx';
import { AuthPage } from '../features/auth/auth-page.tsx';
import { SignInForm } from '../features/auth/sign-in-form.tsx';
import { toApiError } from '../lib/api-client.ts';
import { apiContext } from '../lib/load-context.ts';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => [{ title: 'Sign in | Good Food Jobs' }];

/**
 * The staff back office (/admin) is not a page of this app: reaching it takes a full page load,
 * which a document redirect asks of the browser (a plain one would stay in the client router).
 */
function redirectOnward(target: string, init?: ResponseInit) {
  return target === '/admin' || target.startsWith('/admin/')
    ? redirectDocument(target, init)
    : redirect(target, init);
}

/** Someone already signed in goes straight on to where they were headed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await loadSession(request, context);
  if (session.userId) throw redirectOnward(safeRedirect(new URL(request.url).searchParams.get('redirect')));
  return null;
}

/** Works without JavaScript: the form posts here and this signs in through the API. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const values = {
    email: form.email ?? '',
    password: form.password ?? '',
    _remember_me: form._remember_me === 'on' || form._remember_me === 'true',
  };
  const parsed = signInSchema.safeParse(values);
  // The last email goes back into the form (core 2: the wrapper takes the last email).
  const email = values.email;
  if (!parsed.success) return data({ ...violationsOf(parsed.error), email }, { status: 422 });
  const response = await context
    .get(apiContext)
    .send({ method: 'POST', path: '/api/login/check', json: values });
  if (response.ok) {
    const target = safeRedirect(new URL(request.url).searchParams.get('redirect'));
    return redirectOnward(target, { headers: takeApiCookies(context) });
  }
  // A 401 shows the server's own message (core 8).
  if (response.status === 401) {
    return data({ alert: toApiError(401, response.body).message, email }, { status: 401 });
  }
  return data({ ...failureOf(response), email }, { status: response.status });
}

export default function LoginPage({ actionData }: Route.ComponentProps) {
  const submit = useSubmit();
  const [params] = useSearchParams();
  const redirectTo = params.get('redirect');
  const suffix = redirectTo ? `?redirect=${encodeURIComponent(redirectTo)}` : '';
  return (
    <AuthPage title="Sign in" intro="Welcome back! Sign in to your Good Food Jobs account.">
      <SignInForm
        result={actionData}
        defaultEmail={actionData?.email}
        forgotLink={<AuthLink to="/reset-password">forgot?</AuthLink>}
        onValid={async (_values, form) => {
          await submit(form, { method: 'post' });
          return undefined;
        }}
      />
      <p className="auth-page__switch">
        <AuthLink to={`/register${suffix}`}>not a member yet? join us</AuthLink>
      </p>
    </AuthPage>
  );
}
