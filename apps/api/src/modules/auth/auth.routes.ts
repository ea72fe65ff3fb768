import {
  ACCOUNT_MESSAGES,
  confirmationResendSchema,
  emailConfirmationResponseSchema,
  emailConfirmationSchema,
  messageResponseSchema,
  newPasswordSchema,
  RESET_LINK_USABLE,
  resetLinkCheckSchema,
  resetRequestSchema,
  tokenResponseSchema,
} from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatOptionalDateTime } from '../../http/hydra.ts';
import { checkedField, honeypotField } from '../../http/openapi-operations.ts';
import { issueCsrfToken, verifyCsrf } from '../../security/csrf.ts';
import { rejectHoneypot } from '../../security/honeypot.ts';
import { findUserById } from '../users/users.repository.ts';
import { getSignedInViewer, requireUser } from './auth.plugin.ts';
import {
  answerConfirmationPrompt,
  checkCredentials,
  checkResetLink,
  confirmEmail,
  requestPasswordReset,
  resetPassword,
} from './auth.service.ts';
import { endSession, refreshSession, startSession } from './session.service.ts';

/** Per-IP limits; the services add per-email limits. */
export const AUTH_RATE_LIMITS = {
  login: { max: 100, timeWindow: '15 minutes' },
  refresh: { max: 120, timeWindow: '15 minutes' },
  resetRequest: { max: 20, timeWindow: '1 hour' },
  resend: { max: 5, timeWindow: '1 hour' },
  confirm: { max: 30, timeWindow: '1 hour' },
  /** Each view of the reset page asks once; the token itself is 256 random bits. */
  resetCheck: { max: 100, timeWindow: '15 minutes' },
} as const;

/** Lenient on purpose: any wrong or missing value is the same 401 `Invalid credentials.` */
const loginBodySchema = z
  .object({
    email: checkedField({ format: 'email', description: 'The account’s email' }),
    password: checkedField({ description: 'The account’s password' }),
    _remember_me: checkedField({
      type: 'boolean',
      description: 'true: a long-lived refresh cookie; otherwise it ends with the browser session',
    }),
    website: honeypotField,
  })
  .meta({ description: 'JSON {email, password, _remember_me}' });

const sessionSchema = z.object({
  userId: z.number().int().nullable(),
  username: z.string().optional(),
  /** The signed-in user's address, so the site's forms can fill it in for them. */
  email: z.string().optional(),
  lastLogin: z.string().optional(),
  isConfirmed: z.boolean(),
  isStaff: z.boolean(),
});

/** Sign-in tokens (api-conventions), email confirmation and password reset. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/login/check',
    {
      schema: {
        tags: ['Auth'],
        summary: 'Signs in: answers the access token and sets the access and refresh cookies',
        body: loginBodySchema.optional(),
        response: { 200: tokenResponseSchema },
      },
      preHandler: rejectHoneypot,
      config: { rateLimit: AUTH_RATE_LIMITS.login, errorStatuses: [401] },
    },
    async (request, reply) => {
      const user = await checkCredentials(app, request.body, request.ip);
      const remember = request.body?._remember_me;
      const persistent = remember === true || remember === 'true' || remember === '1' || remember === 'on';
      return { token: await startSession(app, request, reply, user, persistent) };
    },
  );

  api.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/token/refresh',
    schema: {
      tags: ['Auth'],
      summary: 'Exchanges the refresh token (cookie, query or body) for a new access token',
      response: { 200: tokenResponseSchema },
    },
    config: { rateLimit: AUTH_RATE_LIMITS.refresh, errorStatuses: [401] },
    handler: async (request, reply) => ({ token: await refreshSession(app, request, reply) }),
  });

  api.post(
    '/logout',
    { schema: { tags: ['Auth'], summary: 'Signs out: revokes the refresh token and clears the cookies' } },
    async (request, reply) => {
      await endSession(app, request, reply);
      return reply.status(204).send();
    },
  );

  /** Who is signed in: what the web root loader needs for the app state. */
  api.get(
    '/session',
    {
      schema: {
        tags: ['Auth'],
        summary: 'Who is signed in (a guest has no userId)',
        response: { 200: sessionSchema },
      },
    },
    async (request) => {
      const viewer = request.viewer;
      if (viewer.kind !== 'user') return { userId: null, isConfirmed: false, isStaff: false };
      const user = await findUserById(app.db, viewer.userId);
      return {
        userId: viewer.userId,
        username: viewer.username,
        email: user?.email,
        lastLogin: formatOptionalDateTime(user?.lastLogin),
        isConfirmed: viewer.isConfirmed,
        isStaff: viewer.isStaff,
      };
    },
  );

  /** A CSRF token for the form posts that carry `_token` (sets the `csrf` cookie when missing). */
  api.get(
    '/csrf-token',
    {
      schema: {
        tags: ['Auth'],
        summary: 'A CSRF token for form posts (sets the csrf cookie when missing)',
        response: { 200: z.object({ token: z.string() }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { token: issueCsrfToken(request, reply) };
    },
  );

  api.post(
    '/email-confirmations',
    {
      schema: {
        tags: ['Auth'],
        summary: 'Confirms an email address with the token from the confirmation link',
        body: emailConfirmationSchema,
        response: { 200: emailConfirmationResponseSchema },
      },
      config: { rateLimit: AUTH_RATE_LIMITS.confirm },
    },
    async (request) => {
      const { alreadyConfirmed } = await confirmEmail(app, request, request.body.token);
      return {
        success: true,
        message: alreadyConfirmed ? ACCOUNT_MESSAGES.alreadyConfirmed : ACCOUNT_MESSAGES.confirmed,
        already_confirmed: alreadyConfirmed,
      };
    },
  );

  api.post(
    '/email-confirmation/resend',
    {
      schema: {
        tags: ['Auth'],
        summary: 'Answers the confirm-your-email prompt: confirm=true sends the link again',
        body: confirmationResendSchema,
        response: { 200: messageResponseSchema },
      },
      onRequest: requireUser,
      preHandler: [verifyCsrf, rejectHoneypot],
      config: { rateLimit: AUTH_RATE_LIMITS.resend },
    },
    async (request) => {
      const message = await answerConfirmationPrompt(
        app,
        getSignedInViewer(request).userId,
        request.body.confirm,
      );
      return { success: true, message };
    },
  );

  api.post(
    '/reset-password/request',
    {
      schema: {
        tags: ['Auth'],
        summary: 'Requests a password reset link (the same answer whether or not the account exists)',
        body: resetRequestSchema,
        response: { 200: messageResponseSchema },
      },
      preHandler: [verifyCsrf, rejectHoneypot],
      config: { rateLimit: AUTH_RATE_LIMITS.resetRequest },
    },
    async (request) => {
      await requestPasswordReset(app, request.body.email);
      return { success: true, message: ACCOUNT_MESSAGES.resetRequestSent };
    },
  );

  api.post(
    '/reset-password/check',
    {
      schema: {
        tags: ['Auth'],
        summary: 'Tells whether a reset link can still be used, without using it (the reset page asks first)',
        description:
          'Answers 200 while the link is unused and in time; 400 with the reason (not valid, already used, expired) otherwise, and 403 when it belongs to another account than the signed-in one. The token is in the body so it stays out of URLs and logs.',
        body: resetLinkCheckSchema,
        response: { 200: messageResponseSchema },
      },
      config: { rateLimit: AUTH_RATE_LIMITS.resetCheck, errorStatuses: [403] },
    },
    async (request, reply) => {
      await checkResetLink(app, request, request.body.token);
      reply.header('cache-control', 'no-store');
      return { success: true, message: RESET_LINK_USABLE };
    },
  );

  api.post(
    '/reset-password',
    {
      schema: {
        tags: ['Auth'],
        summary: 'Sets a new password with the token from the reset link',
        body: newPasswordSchema,
        response: { 200: messageResponseSchema },
      },
      config: { rateLimit: AUTH_RATE_LIMITS.confirm },
    },
    async (request) => {
      await resetPassword(app, request, request.body.token, request.body.password);
      return { success: true, message: ACCOUNT_MESSAGES.passwordChanged };
    },
  );
}
