import { ACCOUNT_MESSAGES, registrationSchema } from '@gfj/contracts/accounts';
import { useEffect, useRef } from 'react';
import { data, useSubmit } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { ButtonLink } from '../components/ui/button.tsx';
import {
  failureOf,
  readForm,
  safeRedirect,
  violationsOf,
} from '../components/ui/form/form-actions.server.ts';
import { AuthLink } from '../features/auth/auth-link.tsx';
import { AuthPage } from '../features/auth/auth-page.tsx';
import { RegisterForm } from '../features/auth/register-form.tsx';
import { apiContext } from '../lib/load-context.ts';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = () => [{ title: 'Join | Good Food Jobs' }];

/** Register, then sign in automatically (core 4); works without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const values = {
    email: form.email ?? '',
    password: form.password ?? '',
    password_confirm: form.password_confirm ?? '',
    identify_as: form.identify_as ?? '',
    website: form.website ?? '',
  };
  // A refusal hands back the email and the role chosen for the form to show again (never the
  // passwords: they stay out of the page).
  const kept = { email: values.email, identify_as: values.identify_as };
  const parsed = registrationSchema.safeParse(values);
  if (!parsed.success) return data({ ...violationsOf(parsed.error), kept }, { status: 422 });
  const api = context.get(apiContext);
  const created = await api.send({ method: 'POST', path: '/api/users', json: values });
  if (!created.ok) return data({ ...failureOf(created), kept }, { status: created.status });
  const login = await api.send({
    method: 'POST',
    path: '/api/login/check',
    json: { email: values.email, password: values.password },
  });
  // A failed automatic sign-in is only reported; the success message still shows (core 4).
  if (!login.ok) console.warn('Automatic sign-in after registration failed', login.status);
  const next = safeRedirect(new URL(request.url).searchParams.get('redirect'));
  return { registered: ACCOUNT_MESSAGES.registered, next };
}

/**
 * The success message takes focus when it replaces the form: the visitor pressed Join at the foot of
 * a long form (on a phone, well down the page), and the message above would otherwise stay out of
 * sight, and unannounced, under the sticky header. Focus scrolls it below the header (base.css).
 */
function RegisteredMessage({ children }: { children: string }) {
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => message.current?.focus(), []);
  return (
    <div ref={message} tabIndex={-1} className="auth-page__message">
      <Alert tone="success">{children}</Alert>
    </div>
  );
}

export default function RegisterPage({ actionData }: Route.ComponentProps) {
  const submit = useSubmit();
  if (actionData && 'registered' in actionData) {
    return (
      <AuthPage title="Welcome to Good Food Jobs!">
        <RegisteredMessage>{actionData.registered}</RegisteredMessage>
        <ButtonLink to={actionData.next === '/' ? '/search' : actionData.next} size="lg" reloadDocument>
          {actionData.next === '/' ? 'Start searching' : 'Continue'}
        </ButtonLink>
      </AuthPage>
    );
  }
  return (
    <AuthPage title="Join" intro="Create your free account to follow jobs, save searches and post listings.">
      <RegisterForm
        result={actionData && !('registered' in actionData) ? actionData : undefined}
        kept={actionData && 'kept' in actionData ? actionData.kept : undefined}
        onValid={async (_values, form) => {
          await submit(form, { method: 'post' });
          return undefined;
        }}
      />
      <p className="auth-page__switch">
        <AuthLink to="/login">already a member? sign in</AuthLink>
      </p>
    </AuthPage>
  );
}
