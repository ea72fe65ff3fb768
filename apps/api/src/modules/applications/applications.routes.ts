import { RESUME_MAX_BYTES, SEEKER_MESSAGES, successResponseSchema } from '@gfj/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BadRequestError,
  ForbiddenError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../../http/errors.ts';
import { CSRF_INVALID, isValidCsrfToken } from '../../security/csrf.ts';
import { HONEYPOT_FIELD } from '../../security/honeypot.ts';
import { getSignedInViewer, requireConfirmedUser } from '../auth/auth.plugin.ts';
import { type ApplicationUpload, applyToJob } from './applications.service.ts';

export const APPLY_RATE_LIMIT = { max: 10, timeWindow: '1 hour' };

const idParams = z.object({ id: z.coerce.number().int().positive() });
const responseSchema = successResponseSchema.extend({ id: z.number().int() });

/** Reads the multipart form: text fields and the `resume` file (at most 10 MB, else a 422). */
async function readApplicationForm(request: FastifyRequest): Promise<ApplicationUpload> {
  if (!request.isMultipart())
    throw new UnsupportedMediaTypeError('Send the application as multipart/form-data.');
  const upload: ApplicationUpload = { fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'resume' && !upload.resume) upload.resume = { data, filename: part.filename };
      } else if (typeof part.value === 'string') {
        upload.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw ValidationError.of('resume', SEEKER_MESSAGES.resumeTooLarge);
    }
    throw error;
  }
  return upload;
}

/** POST /api/jobs/{id}/applications: the on-site application form (product decisions: Applying). */
export async function applicationsRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/jobs/:id/applications',
    {
      schema: {
        tags: ['Job'],
        summary: `Applies to a job: multipart name, email, message, resume (PDF or DOCX, ${RESUME_MAX_BYTES / 1048576} MB max), _token`,
        params: idParams,
        consumes: ['multipart/form-data'],
        response: { 201: responseSchema },
      },
      onRequest: requireConfirmedUser,
      config: { rateLimit: APPLY_RATE_LIMIT },
    },
    async (request, reply) => {
      const upload = await readApplicationForm(request);
      const token = upload.fields._token ?? request.headers['x-csrf-token'];
      if (!isValidCsrfToken(request, token)) throw new ForbiddenError(CSRF_INVALID);
      if (upload.fields[HONEYPOT_FIELD]) throw new BadRequestError();
      const id = await applyToJob(app, getSignedInViewer(request), request.params.id, upload);
      reply.code(201);
      return { success: true as const, message: SEEKER_MESSAGES.applicationSent, id };
    },
  );
}
