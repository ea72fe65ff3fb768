import { REFERRAL_CHANNELS, relationReference } from '@gfj/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../http/errors.ts';
import { parseIri } from '../../http/iri.ts';
import { baseCookieOptions } from '../../security/cookies.ts';
import { VISITOR_COOKIE, VISITOR_COOKIE_MAX_AGE, visitorKeyOf } from './job-views.visitor.ts';
import { JOB_VIEWS_RATE_LIMIT } from './page-visits.ts';

const bodySchema = z.object({
  job: relationReference('/api/jobs/42').describe('The job as an IRI (/api/jobs/42) or an id'),
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
  counted: z.boolean().optional().describe('Whether the view counted; absent when answered early (202)'),
});

/** RFC 7240: the client does not need the outcome, only that the view was taken. */
function prefersAsync(request: FastifyRequest): boolean {
  return /\brespond-async\b/i.test(String(request.headers.prefer ?? ''));
}

export async function jobViewsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Views are written in batches (group commit), by the process's one counter (app.ts).
  const counter = app.jobViewCounter;

  api.post(
    '/job-views',
    {
      schema: {
        tags: ['Job'],
        summary: 'Counts a view of a job page, once per visitor per day',
        description:
          'With `Prefer: respond-async` the view is queued and answered at once with 202 (what the job page does); otherwise the answer says whether it counted.',
        body: bodySchema,
        response: { 200: responseSchema, 202: responseSchema },
      },
      config: { rateLimit: JOB_VIEWS_RATE_LIMIT, errorStatuses: [404] },
    },
    async (request, reply) => {
      const jobId = parseIri(request.body.job, 'jobs');
      const now = new Date();
      const visitor = visitorKeyOf(request.cookies[VISITOR_COOKIE], request.ip, now, app.config.jwtSecret);
      if (visitor.newCookie) {
        reply.setCookie(VISITOR_COOKIE, visitor.newCookie, {
          ...baseCookieOptions(app),
          maxAge: VISITOR_COOKIE_MAX_AGE,
        });
      }
      const counting = counter.count({ jobId, visitorKey: visitor.key, ref: request.body.ref, now });
      const answer = {
        '@context': '/api/contexts/JobView',
        '@type': 'JobView' as const,
        job: `/api/jobs/${jobId}`,
      };
      if (prefersAsync(request)) {
        counting.catch((error: unknown) => request.log.error({ err: error, jobId }, 'job view not counted'));
        reply.code(202).header('Preference-Applied', 'respond-async');
        return answer;
      }
      const outcome = await counting;
      if (outcome === 'unknown-job') throw new NotFoundError();
      return { ...answer, counted: outcome === 'counted' };
    },
  );
}
