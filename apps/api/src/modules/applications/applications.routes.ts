import {
  applicationFieldsSchema,
  RESUME_MAX_BYTES,
  SEEKER_MESSAGES,
  successResponseSchema,
} from '@gfj/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadRequestError, ForbiddenError, ValidationError } from '../../http/errors.ts';
import { idParamsSchema } from '../../http/iri.ts';
import { readMultipartForm } from '../../http/multipart-form.ts';
import { multipartFile } from '../../http/openapi-operations.ts';
import { bearerTokenOf } from '../../security/bearer.ts';
import { CSRF_INVALID, isValidCsrfToken } from '../../security/csrf.ts';
import { HONEYPOT_FIELD } from '../../security/honeypot.ts';
import { getSignedInViewer, requireConfirmedUser } from '../auth/auth.plugin.ts';
import { type ApplicationUpload, applyToJob } from './applications.service.ts';

export const APPLY_RATE_LIMIT = { max: 10, timeWindow: '1 hour' };

const responseSchema = successResponseSchema.extend({ id: z.number().int() });

/** The form's parts as OpenAPI shows them. */
const applicationMultipart = applicationFieldsSchema.extend({
  resume: multipartFile(`The resume: PDF or DOCX, ${RESUME_MAX_BYTES / 1048576} MB at most`).optional(),
  _token: z
    .string()
    .optional()
    .describe('The CSRF token (GET /api/csrf-token) when signed in by cookie; or send X-CSRF-Token'),
});

/** The multipart form: text fields and the first `resume` file (at most 10 MB, else a 422). */
async function readApplicationForm(request: FastifyRequest): Promise<ApplicationUpload> {
  const form = await readMultipartForm(request, {
    notMultipart: 'Send the application as multipart/form-data.',
    fileTooLarge: () => ValidationError.of('resume', SEEKER_MESSAGES.resumeTooLarge),
  });
  const resume = form.files.find((file) => file.fieldname === 'resume');
  return {
    fields: form.fields,
    ...(resume ? { resume: { data: resume.data, filename: resume.filename } } : {}),
  };
}

/**
 * POST /api/jobs/{id}/applications: the on-site application form (product decisions: Applying);
 * for a business for sale, the inquiry to the seller (no resume; decision 073).
 */
export async function applicationsRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/jobs/:id/applications',
    {
      schema: {
        tags: ['Job'],
        summary: `Applies to a job: multipart name, email, message, resume (PDF or DOCX, ${RESUME_MAX_BYTES / 1048576} MB max), _token; for a business for sale, an inquiry: a message and no resume`,
        params: idParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 201: responseSchema },
      },
      onRequest: requireConfirmedUser,
      // `_token` is in the multipart body, checked below once the parts are read.
      config: {
        rateLimit: APPLY_RATE_LIMIT,
        csrf: { checkedInMultipart: true },
        multipartBody: applicationMultipart,
        // Already applied, or the job takes no applications here (409); bad fields or file (422).
        errorStatuses: [409, 422],
      },
    },
    async (request, reply) => {
      const upload = await readApplicationForm(request);
      // As every other write (decision 018): a bearer call is no browser acting on its own; a
      // cookie-signed-in one carries the CSRF token.
      const token = upload.fields._token ?? request.headers['x-csrf-token'];
      const byBearer = bearerTokenOf(request.headers.authorization) !== undefined;
      if (!byBearer && !isValidCsrfToken(request, token)) throw new ForbiddenError(CSRF_INVALID);
      if (upload.fields[HONEYPOT_FIELD]) throw new BadRequestError();
      const sent = await applyToJob(app, getSignedInViewer(request), request.params.id, upload);
      reply.code(201);
      return { success: true as const, message: sent.message, id: sent.id };
    },
  );
}
