import { SEEKER_MESSAGES, SHARE_SUBJECTS, successResponseSchema } from '@gfj/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ForbiddenError } from '../../http/errors.ts';
import {
  checkedField,
  csrfTokenField,
  emailField,
  honeypotField,
  idOrIri,
  textField,
} from '../../http/openapi-operations.ts';
import { describeHook } from '../../http/route-access.ts';
import { CSRF_INVALID, isValidCsrfToken, verifyCsrf } from '../../security/csrf.ts';
import { HONEYPOT_FIELD, rejectHoneypot } from '../../security/honeypot.ts';
import { presentLinkClick, presentShareTracking } from './sharing.presenter.ts';
import { emailJobToFriend, trackLinkClick, trackShare } from './sharing.service.ts';

/** Per IP: a person shares a handful of jobs; a script sending mail through the form is stopped. */
export const EMAIL_FRIEND_RATE_LIMIT = { max: 5, timeWindow: '15 minutes' };
const TRACKING_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

// Documentation shapes: the services check the values so the spec's messages come out as 422s.
const emailFriendBody = z.looseObject({
  sender_name: textField(3, 100),
  sender_email: emailField(100),
  recipient_email: emailField(100),
  message: textField(10, 500),
  job: idOrIri('The job id or IRI'),
  _token: csrfTokenField,
  [HONEYPOT_FIELD]: honeypotField,
});
const trackingBody = z.looseObject({
  _token: checkedField({ description: 'CSRF token (or the x-csrf-token header)' }),
  job: idOrIri('The job id or IRI (also accepted in the query string)'),
  subject: checkedField({
    enum: SHARE_SUBJECTS,
    description: 'What was shared (also accepted in the query string)',
  }),
});
const linkClickBody = z.looseObject({
  token: checkedField({ description: 'CSRF token (or _token, or the x-csrf-token header)' }),
  job: idOrIri('The job id or IRI'),
  tag: checkedField({ description: 'The link tag: apply-online, company-website...' }),
});
const shareTrackingSchema = z.object({
  '@context': z.string(),
  '@id': z.string(),
  '@type': z.string(),
  id: z.number().int(),
  job: z.string(),
  subject: z.enum(SHARE_SUBJECTS),
  date_added: z.string(),
});
const linkClickSchema = z.object({
  '@context': z.string(),
  '@id': z.string(),
  '@type': z.string(),
  id: z.number().int(),
  job: z.string(),
  tag: z.string(),
  date_added: z.string(),
});

/** The tagged link handler posts `token` (core 7); `_token` and the header work too. */
async function verifyLinkClickCsrf(request: FastifyRequest): Promise<void> {
  const body = request.body as Record<string, unknown> | undefined;
  const token = body?.token ?? body?._token ?? request.headers['x-csrf-token'];
  if (!isValidCsrfToken(request, token)) throw new ForbiddenError(CSRF_INVALID);
}

describeHook(verifyLinkClickCsrf, { errors: [403] });

/** Values from the body, falling back to the query string (share links that carry job and subject). */
function withQuery(request: FastifyRequest): Record<string, unknown> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body = (request.body ?? {}) as Record<string, unknown>;
  return { job: body.job ?? query.job, subject: body.subject ?? query.subject };
}

function viewerId(request: FastifyRequest): number | null {
  return request.viewer?.kind === 'user' ? request.viewer.userId : null;
}

export async function sharingRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/job-shares/email',
    {
      schema: {
        tags: ['Job'],
        summary: 'Email a friend: sends the job to recipient_email (form-encoded or JSON)',
        body: emailFriendBody,
        response: { 200: successResponseSchema },
      },
      preHandler: [verifyCsrf, rejectHoneypot],
      config: { rateLimit: EMAIL_FRIEND_RATE_LIMIT },
    },
    async (request) => {
      await emailJobToFriend(app, request.body, viewerId(request));
      return { success: true as const, message: SEEKER_MESSAGES.shareSent };
    },
  );

  api.post(
    '/job-share-trackings',
    {
      schema: {
        tags: ['Job'],
        summary: 'Records a share action (share-facebook, share-twitter, share-email)',
        body: trackingBody.nullish(),
        querystring: z.looseObject({
          job: idOrIri('The job id or IRI (share links carry it here)'),
          subject: checkedField({ enum: SHARE_SUBJECTS, description: 'What was shared' }),
        }),
        response: { 201: shareTrackingSchema },
      },
      preHandler: verifyCsrf,
      config: { rateLimit: TRACKING_RATE_LIMIT },
    },
    async (request, reply) => {
      const row = await trackShare(app.db, withQuery(request), viewerId(request));
      reply.code(201);
      return presentShareTracking(row);
    },
  );

  api.post(
    '/job-link-clicks',
    {
      schema: {
        tags: ['Job'],
        summary: 'Records a click on a tagged job link (apply-online counts as an apply click)',
        body: linkClickBody,
        response: { 201: linkClickSchema },
      },
      preHandler: verifyLinkClickCsrf,
      config: { rateLimit: TRACKING_RATE_LIMIT, csrf: { tokenField: 'token' } },
    },
    async (request, reply) => {
      const row = await trackLinkClick(app.db, request.body, viewerId(request));
      reply.code(201);
      return presentLinkClick(row);
    },
  );
}
