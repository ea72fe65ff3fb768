import { Form, redirect } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { takeApiCookies } from '../components/ui/form/form-actions.server.ts';
import { AuthPage } from '../features/auth/auth-page.tsx';
import { apiContext } from '../lib/load-context.ts';
import type { Route } from './+types/logout';

export const meta: Route.MetaFunction = () => [{ title: 'Sign out | Good Food Jobs' }];

/** Signing out changes state, so it is a POST (a link cannot sign anyone out). */
export async function action({ context }: Route.ActionArgs) {
  await context.get(apiContext).send({ method: 'POST', path: '/api/logout' });
  return redirect('/', { headers: takeApiCookies(context) });
}

export default function LogoutPage() {
  return (
    <AuthPage title="Sign out" intro="Sign out of Good Food Jobs on this device?">
      <Form method="post" reloadDocument>
        <Button type="submit" size="lg">
          Sign out
        </Button>
      </Form>
    </AuthPage>
  );
}
