import { ACCOUNT_MESSAGES, resetRequestSchema } from '@gfj/contracts/accounts';
import { data, useSubmit } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { failureOf, readForm, violationsOf } from '../components/ui/form/form-actions.server.ts';
import { useAppState } from '../features/auth/app-state.tsx';
import { AuthLink } from '../features/auth/auth-link.tsx';
import { AuthPage } from '../features/auth/auth-page.tsx';
import { ResetRequestForm } from '../features/auth/reset-request-form.tsx';
import { apiContext } from '../lib/load-context.ts';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = () => [{ title: 'Forgot Password | Good Food Jobs' }];

/** The reset request (core 7): form-encoded email + `_token`; the answer is always the neutral text. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const values = { email: form.email ?? '', _token: form._token ?? '', website: form.website ?? '' };
  const parsed = resetRequestSchema.safeParse(values);
  // A refusal gives back the email sent (decision 066).
  const sent = { email: values.email };
  if (!parsed.success) return data({ ...violationsOf(parsed.error), values: sent }, { status: 422 });
  const response = await context
    .get(apiContext)
    .send({ method: 'POST', path: '/api/reset-password/request', form: values });
  if (!response.ok) return data({ ...failureOf(response), values: sent }, { status: response.status });
  return { success: ACCOUNT_MESSAGES.resetRequestSent };
}

export default function ResetPasswordRequestPage({ actionData }: Route.ComponentProps) {
  const submit = useSubmit();
  const { resetPasswordRequestCsrfToken } = useAppState();
  const done = actionData && 'success' in actionData ? actionData.success : null;
  return (
    <AuthPage title="Forgot Password">
      {done ? (
        <Alert tone="success">{done}</Alert>
      ) : (
        <ResetRequestForm
          result={actionData && !('success' in actionData) ? actionData : undefined}
          hidden={{ _token: resetPasswordRequestCsrfToken }}
          onValid={async (_values, form) => {
            await submit(form, { method: 'post' });
            return undefined;
          }}
        />
      )}
      <p className="auth-page__switch">
        <AuthLink to="/login">back to Sign in</AuthLink>
      </p>
    </AuthPage>
  );
}
