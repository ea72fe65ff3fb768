import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../http/errors.ts';
import { parseIri } from '../../http/iri.ts';
import { newVisitorId, recordJobView, VISITOR_COOKIE, VISITOR_COOKIE_MAX_AGE } from './job-views.service.ts';

const bodySchema = z.object({
  job: z.union([z.string(), z.number()]).describe('The job as an IRI (/api/jobs/42) or an id'),
});

const responseSchema = z.object({
  '@context': z.string(),
  '@type': z.literal('JobView'),
  job: z.string(),
  counted: z.boolean(),
});

/** The visitor key: the `gfj_vid` cookie when present, else the IP and user agent. */
function visitorKeyOf(request: FastifyRequest): string | undefined {
  const cookie = request.cookies[VISITOR_COOKIE];
  if (cookie && /^[0-9a-f-]{36}$/.test(cookie)) return `cookie:${cookie}`;
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
      let key = visitorKeyOf(request);
      if (!key) {
        const id = newVisitorId();
        reply.setCookie(VISITOR_COOKIE, id, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: app.config.env === 'production',
          maxAge: VISITOR_COOKIE_MAX_AGE,
        });
        // This request has no cookie yet: count it by IP and user agent, like cookie-less clients.
        key = `ip:${request.ip}|ua:${request.headers['user-agent'] ?? ''}`;
      }
      const counted = await recordJobView(app.db, jobId, key, new Date());
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
