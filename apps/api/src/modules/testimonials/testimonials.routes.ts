import {
  CONTENT_MESSAGES,
  formResponseSchema,
  TESTIMONIAL_CATEGORIES,
  TESTIMONIAL_STATUSES,
  TESTIMONIALS_PAGE_SIZE,
  testimonialCreateSchema,
  testimonialPatchSchema,
  testimonialSchema,
  testimonialSubmissionSchema,
} from '@gfj/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadRequestError, ForbiddenError, NotFoundError, ValidationError } from '../../http/errors.ts';
import { asItem, buildCollection, collectionSchema } from '../../http/hydra.ts';
import { idParamsSchema } from '../../http/iri.ts';
import { readMultipartForm } from '../../http/multipart-form.ts';
import { checkedField, flagField, multipartFile } from '../../http/openapi-operations.ts';
import { paginationQueryShape, parsePagination } from '../../http/pagination.ts';
import { registerResource } from '../../http/resources.ts';
import { CSRF_INVALID, isValidCsrfToken } from '../../security/csrf.ts';
import { HONEYPOT_FIELD } from '../../security/honeypot.ts';
import { requireContentManager } from '../content/content.policy.ts';
import { PUBLIC_FORM_RATE_LIMIT, parseKnownValues } from '../content/public-form.ts';
import { registerStaffWrites } from '../content/staff-writes.ts';
import { canReadTestimonial, canSeeSubmitterDetails, listableStatuses } from './testimonials.policy.ts';
import { presentTestimonial } from './testimonials.presenter.ts';
import { deleteTestimonial, findTestimonial, listTestimonials } from './testimonials.repository.ts';
import {
  createTestimonial,
  patchTestimonial,
  readTestimonialAttachment,
  removeTestimonialFile,
  submitTestimonial,
  type TestimonialUpload,
} from './testimonials.service.ts';

const listQuery = z.looseObject({
  ...paginationQueryShape,
  category: checkedField({ enum: TESTIMONIAL_CATEGORIES, description: 'category[] for several' }),
  status: checkedField({ description: 'status[]: active by default; other statuses for staff only' }),
  show_on_home: flagField('1: only those marked for the home page'),
  show_on_checkout_success: flagField('1: only those marked for the checkout success page'),
});

function flag(value: unknown): boolean | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return v === '1' || v === 'true' ? true : v === '0' || v === 'false' ? false : undefined;
}

/** Reads the multipart submission: text fields and every file part (checked by the service). */
async function readSubmission(request: FastifyRequest): Promise<TestimonialUpload> {
  const form = await readMultipartForm(request, {
    notMultipart: 'Send the testimonial as multipart/form-data.',
    fileTooLarge: () => ValidationError.of('attachment', CONTENT_MESSAGES.attachmentTooLarge),
  });
  return {
    fields: form.fields,
    files: form.files.map(({ fieldname, filename, data }) => ({ fieldname, filename, data })),
  };
}

/** The submission form's parts as OpenAPI shows them. */
const submissionMultipart = z.object({
  ...testimonialSubmissionSchema.shape,
  state: z.string().optional().describe('Required when the country is the United States'),
  attachment: multipartFile('An optional image: JPEG, PNG or WebP, 5 MB at most').optional(),
  _token: z
    .string()
    .optional()
    .describe('The CSRF token (GET /api/csrf-token) when signed in by cookie; or send X-CSRF-Token'),
});

/** Testimonials (content 2, 3, 7): the public list, moderated submissions and the staff's writes. */
export async function testimonialsRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, {
    type: 'Testimonial',
    collection: '/api/testimonials',
    schema: testimonialSchema,
    title: 'Testimonial',
    description: 'What people say about the site. Submissions arrive pending; only active ones are public.',
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/testimonials',
    {
      schema: {
        tags: ['Testimonial'],
        summary: 'Testimonials, newest first, 20 a page; active only unless staff ask for other statuses',
        querystring: listQuery,
        response: { 200: collectionSchema(testimonialSchema) },
      },
    },
    async (request) => {
      const paging = parsePagination(request.query, {
        defaultPageSize: TESTIMONIALS_PAGE_SIZE,
        maxPageSize: 100,
      });
      const requested = parseKnownValues(request.query.status, TESTIMONIAL_STATUSES);
      const statuses = listableStatuses(request.viewer, requested);
      const categories = parseKnownValues(request.query.category, TESTIMONIAL_CATEGORIES);
      const showOnHome = flag(request.query.show_on_home);
      const showOnCheckoutSuccess = flag(request.query.show_on_checkout_success);
      const { rows, total } =
        statuses.length === 0
          ? { rows: [], total: 0 }
          : await listTestimonials(
              app.db,
              {
                categories,
                statuses,
                ...(showOnHome === undefined ? {} : { showOnHome }),
                ...(showOnCheckoutSuccess === undefined ? {} : { showOnCheckoutSuccess }),
              },
              paging.pageSize,
              paging.offset,
            );
      const details = canSeeSubmitterDetails(request.viewer);
      return buildCollection({
        contextType: 'Testimonial',
        requestUrl: request.url,
        ...paging,
        totalItems: total,
        member: rows.map((row) => presentTestimonial(row, details)),
      });
    },
  );

  api.get(
    '/testimonials/:id',
    { schema: { tags: ['Testimonial'], params: idParamsSchema, response: { 200: testimonialSchema } } },
    async (request) => {
      const row = await findTestimonial(app.db, request.params.id);
      if (!row || !canReadTestimonial(request.viewer, row)) throw new NotFoundError();
      return asItem(presentTestimonial(row, canSeeSubmitterDetails(request.viewer)));
    },
  );

  api.get(
    '/testimonials/:id/attachment',
    {
      schema: { tags: ['Testimonial'], summary: 'The submitted image (staff)', params: idParamsSchema },
      onRequest: requireContentManager,
    },
    async (request, reply) => {
      const file = await readTestimonialAttachment(app, request.params.id);
      if (!file) throw new NotFoundError();
      return reply
        .type(file.contentType)
        .header('content-disposition', 'inline; filename="testimonial-image"')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.data);
    },
  );

  api.post(
    '/testimonial-submissions',
    {
      schema: {
        tags: ['Testimonial'],
        summary:
          'Submit a testimonial: multipart name, email, country, state, city, category, content, optional attachment (an image), _token',
        consumes: ['multipart/form-data'],
        response: { 201: formResponseSchema },
      },
      config: { rateLimit: PUBLIC_FORM_RATE_LIMIT, multipartBody: submissionMultipart },
    },
    async (request, reply) => {
      const upload = await readSubmission(request);
      if (!isValidCsrfToken(request, upload.fields._token ?? request.headers['x-csrf-token'])) {
        throw new ForbiddenError(CSRF_INVALID);
      }
      if (upload.fields[HONEYPOT_FIELD]) throw new BadRequestError();
      await submitTestimonial(app, upload);
      reply.code(201);
      return { success: true };
    },
  );

  registerStaffWrites(app, {
    path: '/testimonials',
    find: (db, id) => findTestimonial(db, id),
    type: 'Testimonial',
    itemSchema: testimonialSchema,
    createSchema: testimonialCreateSchema,
    patchSchema: testimonialPatchSchema,
    create: (db, input) => createTestimonial(db, input),
    update: (db, id, patch) => patchTestimonial(db, id, patch),
    remove: async (db, id) => (await deleteTestimonial(db, id)) !== undefined,
    afterRemove: (row) => removeTestimonialFile(app, row),
    present: (row) => presentTestimonial(row, true),
  });
}
