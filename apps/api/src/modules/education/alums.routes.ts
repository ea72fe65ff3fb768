import {
  alumCreateSchema,
  alumInquirySchema,
  alumPatchSchema,
  alumSchema,
  EDUCATION,
  formResponseSchema,
  publicAlumItemSchema,
} from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../http/errors.ts';
import { asItem, buildCollection, collectionSchema } from '../../http/hydra.ts';
import { idParamsSchema, tryParseIri } from '../../http/iri.ts';
import {
  checkedField,
  csrfTokenField,
  emailField,
  honeypotField,
  idOrIri,
  textField,
} from '../../http/openapi-operations.ts';
import { paginationQueryShape, parsePagination } from '../../http/pagination.ts';
import { registerResource } from '../../http/resources.ts';
import { HONEYPOT_FIELD } from '../../security/honeypot.ts';
import { requireContentManager } from '../content/content.policy.ts';
import { PUBLIC_FORM_CHECKS, PUBLIC_FORM_RATE_LIMIT } from '../content/public-form.ts';
import { registerStaffWrites } from '../content/staff-writes.ts';
import { presentAlum, presentAlumInquiry, presentPublicAlum } from './education.presenter.ts';
import {
  deleteAlum,
  findAlum,
  findListedAlum,
  listAlumInquiries,
  listAlums,
} from './education.repository.ts';
import { contactAlum, createAlum, patchAlum } from './education.service.ts';

// Documentation shape: the service checks the values so the spec's messages come out as 422s.
const inquiryBody = z.looseObject({
  alum_id: idOrIri('The alum (id or IRI)'),
  name: textField(3, 100),
  email: emailField(100),
  email_confirm: checkedField({ format: 'email', description: 'The same email again' }),
  message: textField(3, 10000),
  agree: checkedField({ type: 'boolean', description: 'true: agrees to the terms and conditions' }),
  _token: csrfTokenField,
  [HONEYPOT_FIELD]: honeypotField,
});

/** Alums (staff only: they carry the email inquiries go to), their public view, and the contact-an-alum form. */
export async function alumsRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, {
    type: 'Alum',
    collection: '/api/alums',
    schema: alumSchema,
    relations: { establishment: 'Establishment' },
    title: 'Alum',
    description:
      'An alum who answers questions about their establishment (staff only: it carries the email; ' +
      'anyone may read GET /api/public-alums/{id}).',
  });
  registerResource(app, {
    type: 'AlumInquiry',
    collection: '/api/alum-inquiries',
    schema: alumInquirySchema,
    title: 'AlumInquiry',
    description: 'A visitor’s question to an alum; POST is the public contact-an-alum form.',
  });
  // Its own resource rather than a guest answer of /api/alums/{id}: one shape and one rule for every
  // caller (staff included), with no email to leave out, and the Alum staff edit left as it is.
  registerResource(app, {
    type: 'PublicAlum',
    item: '/api/public-alums/:id',
    schema: publicAlumItemSchema,
    title: 'PublicAlum',
    description:
      'An alum as the education directory shows them, with their establishment; never the email. ' +
      'Alums of establishments with tag 5 (no Connect with an alum) are not found.',
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/public-alums/:id',
    {
      schema: {
        tags: ['PublicAlum'],
        summary: 'An alum the directory offers to write to, and their establishment (anyone)',
        params: idParamsSchema,
        response: { 200: publicAlumItemSchema },
      },
    },
    async (request) => {
      const found = await findListedAlum(app.db, request.params.id, EDUCATION.noAlumTagId);
      if (!found) throw new NotFoundError();
      return asItem(presentPublicAlum(found.alum, found.establishment));
    },
  );

  api.post(
    '/alum-inquiries',
    {
      schema: {
        tags: ['AlumInquiry'],
        summary: 'Contact an alum: form-encoded _token, alum_id, name, email, email_confirm, message, agree',
        body: inquiryBody,
        response: { 200: formResponseSchema },
      },
      preHandler: PUBLIC_FORM_CHECKS,
      config: { rateLimit: PUBLIC_FORM_RATE_LIMIT },
    },
    async (request) => {
      await contactAlum(app, request.body);
      return { success: true };
    },
  );

  api.get(
    '/alum-inquiries',
    {
      schema: {
        tags: ['AlumInquiry'],
        summary: 'Inquiries sent to alums, newest first (staff)',
        querystring: z.looseObject(paginationQueryShape),
        response: { 200: collectionSchema(alumInquirySchema) },
      },
      onRequest: requireContentManager,
    },
    async (request) => {
      const paging = parsePagination(request.query, { defaultPageSize: 30, maxPageSize: 100 });
      const { rows, total } = await listAlumInquiries(app.db, paging.pageSize, paging.offset);
      return buildCollection({
        contextType: 'AlumInquiry',
        requestUrl: request.url,
        ...paging,
        totalItems: total,
        member: rows.map(presentAlumInquiry),
      });
    },
  );

  api.get(
    '/alums',
    {
      schema: {
        tags: ['Alum'],
        querystring: z.looseObject({
          ...paginationQueryShape,
          establishment: idOrIri('The establishment (id or IRI) whose alums to list'),
        }),
        response: { 200: collectionSchema(alumSchema) },
      },
      onRequest: requireContentManager,
    },
    async (request) => {
      const paging = parsePagination(request.query, { defaultPageSize: 30, maxPageSize: 100 });
      const establishmentId = tryParseIri(request.query.establishment, 'establishments');
      const { rows, total } = await listAlums(app.db, establishmentId, paging.pageSize, paging.offset);
      return buildCollection({
        contextType: 'Alum',
        requestUrl: request.url,
        ...paging,
        totalItems: total,
        member: rows.map(presentAlum),
      });
    },
  );

  api.get(
    '/alums/:id',
    {
      schema: { tags: ['Alum'], params: idParamsSchema, response: { 200: alumSchema } },
      onRequest: requireContentManager,
    },
    async (request) => {
      const row = await findAlum(app.db, request.params.id);
      if (!row) throw new NotFoundError();
      return asItem(presentAlum(row));
    },
  );

  registerStaffWrites(app, {
    path: '/alums',
    find: (db, id) => findAlum(db, id),
    type: 'Alum',
    itemSchema: alumSchema,
    createSchema: alumCreateSchema,
    patchSchema: alumPatchSchema,
    create: (db, input) => createAlum(db, input),
    update: (db, id, patch) => patchAlum(db, id, patch),
    remove: (db, id) => deleteAlum(db, id),
    present: presentAlum,
  });
}
