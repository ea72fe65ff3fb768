import { ACCOUNT_MESSAGES, newPasswordSchema } from '@gfj/contracts/accounts';
import { data, useNavigate, useSubmit } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { ButtonLink } from '../components/ui/button.tsx';
import { failureOf, readForm, violationsOf } from '../components/ui/form/form-actions.server.ts';
import { AuthDialogFrame } from '../features/auth/auth-dialog-frame.tsx';
import { AuthPage } from '../features/auth/auth-page.tsx';
import { NewPasswordForm } from '../features/auth/new-password-form.tsx';
import { apiContext } from '../lib/load-context.ts';
import type { Route } from './+types/reset-password-token';

export const meta: Route.MetaFunction = () => [
  { title: 'Set a new password | Good Food Jobs' },
  // The token in the address is a secret: keep the page out of indexes and referrers.
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
];

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

export default function NewPasswordPage({ actionData, params }: Route.ComponentProps) {
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
