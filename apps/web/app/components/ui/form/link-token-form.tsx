import type { ReactNode } from 'react';
import { Form } from 'react-router';

/**
 * The loader of a page an emailed link opens (unsubscribe, mark as filled): the link's token, which
 * the page's button posts back. The page asks first, so a mail scanner opening the link changes
 * nothing.
 */
export function linkTokenLoader({ request }: { request: Request }) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

/** The button that acts on an emailed link: posts its token to the page's action (no JavaScript needed). */
export function LinkTokenForm({ token, children }: { token: string; children: ReactNode }) {
  return (
    <Form method="post">
      <input type="hidden" name="token" value={token} />
      <button type="submit" className="button" data-variant="primary">
        {children}
      </button>
    </Form>
  );
}
