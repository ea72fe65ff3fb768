import {
  formResponseSchema,
  NEWSLETTER_TEXT,
  newsletterSubscribeResponseSchema,
  newsletterUnsubscribeResponseSchema,
} from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadRequestError, NotFoundError } from '../../http/errors.ts';
import { checkedField, csrfTokenField, emailField, honeypotField } from '../../http/openapi-operations.ts';
import { HONEYPOT_FIELD } from '../../security/honeypot.ts';
import { PUBLIC_FORM_CHECKS } from '../content/public-form.ts';
import {
  confirmSubscription,
  subscribe,
  unsubscribeByForm,
  unsubscribeByLink,
} from './newsletter.service.ts';

/** People retry these forms: a little more room than the other public forms. */
const NEWSLETTER_FORM_RATE_LIMIT = { max: 10, timeWindow: '15 minutes' };

const subscribeBody = z.looseObject({
  email: emailField(50),
  _token: csrfTokenField,
  [HONEYPOT_FIELD]: honeypotField,
});
const unsubscribeBody = z.looseObject({
  email: emailField(100),
  email_confirm: checkedField({ format: 'email', description: 'The same email again' }),
  _token: csrfTokenField,
  [HONEYPOT_FIELD]: honeypotField,
});
const tokenQuery = z.looseObject({ token: z.string().optional().describe('From the email') });

/**
 * The newsletter's public forms (content 2, 3, 7): subscribe (double opt-in), the confirmation
 * link, unsubscribe with email and confirmation, and the emails' one-click unsubscribe.
 */
export async function newsletterFormsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/newsletter/subscribe',
    {
      schema: {
        tags: ['NewsletterSubscriber'],
        summary: 'Subscribe: form-encoded email, _token. Emails a confirmation link (double opt-in)',
        body: subscribeBody,
        response: { 200: newsletterSubscribeResponseSchema },
      },
      preHandler: PUBLIC_FORM_CHECKS,
      config: { rateLimit: NEWSLETTER_FORM_RATE_LIMIT },
    },
    async (request) => subscribe(app, request.body),
  );

  api.post(
    '/newsletter/unsubscribe',
    {
      schema: {
        tags: ['NewsletterSubscriber'],
        summary: 'Unsubscribe: form-encoded email, email_confirm, _token',
        body: unsubscribeBody,
        response: { 200: newsletterUnsubscribeResponseSchema },
      },
      preHandler: PUBLIC_FORM_CHECKS,
      config: { rateLimit: NEWSLETTER_FORM_RATE_LIMIT },
    },
    async (request) => unsubscribeByForm(app.db, request.body),
  );

  api.post(
    '/newsletter/confirm',
    {
      schema: {
        tags: ['NewsletterSubscriber'],
        summary: 'Confirms a subscription with the token of the emailed link (JSON or form: token)',
        body: z.looseObject({ token: z.unknown().optional() }).nullish(),
        response: { 200: formResponseSchema },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const subscriber = await confirmSubscription(app.db, request.body?.token);
      if (!subscriber) throw new BadRequestError(NEWSLETTER_TEXT.invalidLink);
      return { success: true, message: NEWSLETTER_TEXT.thanks };
    },
  );

  // One-click unsubscribe (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` here. People
  // follow the email's own link to /newsletter/unsubscribe, which asks before unsubscribing.
  api.post(
    '/newsletter/unsubscribe-link',
    {
      schema: {
        tags: ['NewsletterSubscriber'],
        summary: 'One-click unsubscribe from the emails (List-Unsubscribe-Post)',
        querystring: tokenQuery,
        response: { 200: formResponseSchema },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, errorStatuses: [404] },
    },
    async (request) => {
      const body = request.body as Record<string, unknown> | undefined;
      const subscriber = await unsubscribeByLink(app, request.query.token ?? body?.token);
      if (!subscriber) throw new NotFoundError(NEWSLETTER_TEXT.invalidLink);
      return { success: true, message: NEWSLETTER_TEXT.goodbye };
    },
  );
}
