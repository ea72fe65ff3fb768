import { jobSchema } from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asItem } from '../../http/hydra.ts';
import { idParamsSchema } from '../../http/iri.ts';
import { getSignedInViewer, requireConfirmedUser } from '../auth/auth.plugin.ts';
import { copyJob } from './job-copy.service.ts';
import { presentJob } from './jobs.presenter.ts';

/**
 * "Post again" (decision 061): a Job operation on a sub-path of its item. It answers the Job
 * itself, so the Hydra documentation lists it with the Job's operations (decision 024's registry).
 */
export async function jobCopyRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/jobs/:id/copy',
    {
      schema: {
        tags: ['Job'],
        summary:
          'Posts a listing again: copies its form fields into a new draft of its poster, without its history',
        params: idParamsSchema,
        response: { 201: jobSchema },
      },
      onRequest: requireConfirmedUser,
      // The jobs policy: another's listing 404; a draft, a listing in review or one without a poster 409.
      config: { errorStatuses: [404, 409], rateLimit: { max: 60, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const row = await copyJob(app, getSignedInViewer(request), request.params.id);
      const item = asItem(presentJob(row, { showOwner: true }));
      reply.code(201).header('location', item['@id']);
      return item;
    },
  );
}
