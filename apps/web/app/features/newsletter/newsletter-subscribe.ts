import { NEWSLETTER_TEXT } from '@gfj/contracts/content-text';
import { newsletterSubscribeSchema } from '@gfj/contracts/newsletter';
import type { BrowserApiClient } from '../../lib/api-client.ts';
import { formatApiError } from '../../lib/api-client.ts';
import { postSubscribe } from './newsletter.queries.ts';
import type { NewsletterView } from './newsletter-modals.tsx';

export interface SubscribeOutcome {
  view?: NewsletterView;
  error?: string;
}

/**
 * The block's submit (content 4, 5, 7): the spec's rules first, then the post. Success opens the
 * confirmation modal; `subscriber_exist` the already-on-the-list one; a 422 shows its message;
 * anything else the "code: message" alert text.
 */
export async function subscribeFromBlock(
  api: BrowserApiClient,
  fields: { email: string; _token: string; website: string },
): Promise<SubscribeOutcome> {
  const checked = newsletterSubscribeSchema.safeParse({ email: fields.email });
  if (!checked.success) return { error: checked.error.issues[0]?.message ?? NEWSLETTER_TEXT.notSubscribed };
  const response = await postSubscribe(api, { ...fields, email: checked.data.email });
  if (!response.ok) return { error: response.error.violations[0]?.message ?? formatApiError(response.error) };
  // A body of the wrong shape counts as no answer (content 5).
  if (!response.data) return {};
  if (response.data.subscriber_exist) return { view: 'exists' };
  return response.data.success ? { view: 'subscribed' } : { error: response.data.errors?.[0] ?? '' };
}
