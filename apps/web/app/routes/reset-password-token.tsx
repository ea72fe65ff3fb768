import { ACCOUNT_MESSAGES, messageResponseSchema, newPasswordSchema } from '@gfj/contracts/accounts';
import { data, useNavigate, useSubmit } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { ButtonLink } from '../components/ui/button.tsx';
import { failureOf, readForm, violationsOf } from '../components/ui/form/form-actions.server.ts';
import { AuthDialogFrame } from '../features/auth/auth-dialog-frame.tsx';
import { AuthPage } from '../features/auth/auth-page.tsx';
import { NewPasswordForm } from '../features/auth/new-password-form.tsx';
import { toApiError } from '../lib/api-client.ts';
import { apiContext } from '../lib/load-context.ts';
import type { Route } from './+types/reset-password-token';

export const meta: Route.MetaFunction = () => [
  { title: 'Set a new password | Good Food Jobs' },
  // The token in the address is a secret: keep the page out of indexes, and its address from other
  // sites. Not no-referrer: that makes the form's post without JavaScript say `Origin: null`, which
  // is refused as cross-site (400).
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'same-origin' },
];

/**
 * Asks the API whether the link can still be used (without using it), so a used, expired or
 * unknown link says so at once instead of after the new password is typed. A token the API
 * refuses to read (422: a NUL or broken Unicode in it) is no link we sent: it is "not valid", like
 * an unknown one, never the validator's words. Anything else (a rate limit, an outage) shows the
 * form: its post gives the final word.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const response = await context.get(apiContext).send({
    method: 'POST',
    path: '/api/reset-password/check',
    json: { token: params.token },
    schema: messageResponseSchema,
  });
  if (response.status === 422) return { unusable: ACCOUNT_MESSAGES.resetLinkInvalid };
  if (response.ok || (response.status !== 400 && response.status !== 403)) {
    return { unusable: null };
  }
  return { unusable: toApiError(response.status, response.body).message };
}

// The answer of the form's post is the page's last word; the link need not be checked again.
export const shouldRevalidate = () => false;

/** Sets the new password with the emailed token (content 5). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readForm(request);
  const values = {
    token: params.token,
    password: form.password ?? '',
    password_confirm: form.password_confirm ?? '',
  };
  const parsed = newPasswordSchema.safeParse(values);
  if (!parsed.success) return data(violationsOf(parsed.error), { status: 422 });
  const response = await context
    .get(apiContext)
    .send({ method: 'POST', path: '/api/reset-password', json: values });
  if (!response.ok) return data(failureOf(response), { status: response.status });
  return { changed: ACCOUNT_MESSAGES.passwordChanged };
}

export default function NewPasswordPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const submit = useSubmit();
  const navigate = useNavigate();
  const changed = actionData && 'changed' in actionData ? actionData.changed : null;
  if (changed) {
    return (
      <AuthPage title="Password changed">
        <Alert tone="success">{changed}</Alert>
        <ButtonLink to="/login" size="lg">
          Sign in
        </ButtonLink>
        {/* The Password Changed modal (content 4). */}
        <AuthDialogFrame title="Password changed" tone="success" onClose={() => navigate('/login')}>
          <p className="dialog__message">{changed}</p>
          <ButtonLink to="/login" size="lg" className="dialog__action">
            Sign in
          </ButtonLink>
        </AuthDialogFrame>
      </AuthPage>
    );
  }
  if (loaderData.unusable) {
    return (
      <AuthPage title="Set a new password">
        <Alert tone="danger">{loaderData.unusable}</Alert>
        <p className="auth-page__intro">Reset links work once, for one hour. Ask for a new one below.</p>
        <ButtonLink to="/reset-password" size="lg">
          Request a new link
        </ButtonLink>
      </AuthPage>
    );
  }
  return (
    <AuthPage title="Set a new password" intro="Choose a new password for your account: 6 to 50 characters.">
      <NewPasswordForm
        token={params.token}
        result={actionData && !('changed' in actionData) ? actionData : undefined}
        onValid={async (_values, form) => {
          await submit(form, { method: 'post' });
          return undefined;
        }}
      />
    </AuthPage>
  );
}
