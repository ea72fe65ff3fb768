import { REFERRAL_CHANNELS } from '@gfj/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../http/errors.ts';
import { parseIri } from '../../http/iri.ts';
import { recordReferralVisit } from '../sharing/sharing.service.ts';
import {
  markVisitorSeen,
  newVisitorId,
  recordJobView,
  VISITOR_COOKIE,
  VISITOR_COOKIE_MAX_AGE,
} from './job-views.service.ts';

const bodySchema = z.object({
  job: z.union([z.string(), z.number()]).describe('The job as an IRI (/api/jobs/42) or an id'),
  ref: z
    .enum(REFERRAL_CHANNELS)
    .optional()
    .catch(undefined)
    .describe(
      `The page URL's ref marker (${REFERRAL_CHANNELS.join(', ')}): a counted view is also a referral visit`,
    ),
});

const responseSchema = z.object({
  '@context': z.string(),
  '@type': z.literal('JobView'),
  job: z.string(),
  counted: z.boolean(),
});

function cookieKey(id: string): string {
  return `cookie:${id}`;
}

/** The visitor key: the `gfj_vid` cookie when present, else the IP and user agent. */
function visitorKeyOf(request: FastifyRequest): string | undefined {
  const cookie = request.cookies[VISITOR_COOKIE];
  if (cookie && /^[0-9a-f-]{36}$/.test(cookie)) return cookieKey(cookie);
  return undefined;
}

export async function jobViewsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/job-views',
    {
      schema: {
        tags: ['Job'],
        summary: 'Counts a view of a job page, once per visitor per day',
        body: bodySchema,
        response: { 200: responseSchema },
      },
    },
    async (request, reply) => {
      const jobId = parseIri(request.body.job, 'jobs');
      const now = new Date();
      let key = visitorKeyOf(request);
      let newCookieKey: string | undefined;
      if (!key) {
        const id = newVisitorId();
        reply.setCookie(VISITOR_COOKIE, id, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: app.config.env === 'production',
          maxAge: VISITOR_COOKIE_MAX_AGE,
        });
        // No cookie yet: count by IP and user agent, like cookie-less clients, and mark the new
        // cookie as seen so the visitor's next request does not count again today.
        key = `ip:${request.ip}|ua:${request.headers['user-agent'] ?? ''}`;
        newCookieKey = cookieKey(id);
      }
      const counted = await recordJobView(app.db, jobId, key, now);
      if (newCookieKey) await markVisitorSeen(app.db, jobId, newCookieKey, now);
      if (counted && request.body.ref) await recordReferralVisit(app.db, jobId, request.body.ref, now);
      if (!counted) {
        const exists = await app.db.query.jobs.findFirst({
          columns: { id: true },
          where: (j, { eq }) => eq(j.id, jobId),
        });
        if (!exists) throw new NotFoundError();
      }
      return {
        '@context': '/api/contexts/JobView',
        '@type': 'JobView' as const,
        job: `/api/jobs/${jobId}`,
        counted,
      };
    },
  );
}
