import {
  jobFillConfirmationBodySchema,
  jobFillConfirmationSchema,
  MODERATION_MESSAGES,
} from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { iriOf } from '../../http/iri.ts';
import { registerResource } from '../../http/resources.ts';
import { markFilledByLink } from './job-fill.service.ts';

/** POST /api/job-fill-confirmations: the expiry reminder's "mark as filled" link, confirmed. */
export async function jobFillRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, {
    type: 'JobFillConfirmation',
    schema: jobFillConfirmationSchema,
    title: 'JobFillConfirmation',
    description: 'A listing marked as filled through the link of its expiry reminder (single use).',
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/job-fill-confirmations',
    {
      schema: {
        tags: ['JobFillConfirmation'],
        summary: 'Marks the listing of an expiry reminder’s link as filled (the link’s token, single use)',
        body: jobFillConfirmationBodySchema,
        response: { 200: jobFillConfirmationSchema },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 hour' }, errorStatuses: [400, 409] },
    },
    async (request) => {
      const job = await markFilledByLink(app, request.body.token);
      return {
        '@context': '/api/contexts/JobFillConfirmation',
        '@type': 'JobFillConfirmation' as const,
        job: iriOf('jobs', job.id),
        position: job.position,
        status: job.status,
        message: MODERATION_MESSAGES.markedFilled,
      };
    },
  );
}
