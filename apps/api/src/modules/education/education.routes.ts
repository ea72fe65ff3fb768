import {
  EDUCATION,
  educationListSchema,
  educationTagCreateSchema,
  educationTagPatchSchema,
  educationTagSchema,
  establishmentCreateSchema,
  establishmentPatchSchema,
  establishmentSchema,
  parseTagIds,
} from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../http/errors.ts';
import { asItem, buildCollection, collectionSchema } from '../../http/hydra.ts';
import { idParamsSchema } from '../../http/iri.ts';
import { checkedField, idOrIri } from '../../http/openapi-operations.ts';
import { paginationQueryShape, parsePagination } from '../../http/pagination.ts';
import { registerResource } from '../../http/resources.ts';
import { registerStaffWrites } from '../content/staff-writes.ts';
import { presentEducationTag, presentEstablishment } from './education.presenter.ts';
import {
  deleteEducationTag,
  deleteEstablishment,
  findEducationTag,
  findEstablishment,
  listEducationTags,
  listEstablishments,
  loadEstablishmentRelations,
} from './education.repository.ts';
import {
  createEducationTag,
  createEstablishment,
  patchEducationTag,
  patchEstablishment,
  searchEstablishments,
} from './education.service.ts';

const EDUCATION_PAGING = { defaultPageSize: EDUCATION.pageSize, maxPageSize: 100 };

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}

/** The education directory (content 2, 3, 7): its search, tags and establishments. */
export async function educationRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, {
    type: 'EducationTag',
    collection: '/api/education-tags',
    schema: educationTagSchema,
    title: 'EducationTag',
    description: 'A filter of the education directory; establishments with tag 5 offer no alum contact.',
  });
  registerResource(app, {
    type: 'Establishment',
    collection: '/api/establishments',
    schema: establishmentSchema,
    relations: { tags: 'EducationTag', alums: 'Alum' },
    title: 'Establishment',
    description: 'A school or program of the education directory, with its tags and alums (IRIs).',
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/establishments/search',
    {
      schema: {
        tags: ['Establishment'],
        summary: 'The directory list: establishments with any of tag-ids[], with their alums and tags',
        querystring: z.looseObject({
          ...paginationQueryShape,
          'tag-ids': checkedField({
            type: 'integer',
            description: 'tag-ids[]=1&tag-ids[]=3: education tag ids',
          }),
        }),
        response: { 200: educationListSchema },
      },
    },
    async (request) => {
      const paging = parsePagination(request.query, EDUCATION_PAGING);
      const tagIds = parseTagIds(asList(request.query['tag-ids']));
      return searchEstablishments(app.db, tagIds, paging.page, paging.pageSize);
    },
  );

  api.get(
    '/establishments',
    {
      schema: {
        tags: ['Establishment'],
        querystring: z.looseObject({
          ...paginationQueryShape,
          tags: idOrIri('An education tag (id or IRI); tags[] for several'),
        }),
        response: { 200: collectionSchema(establishmentSchema) },
      },
    },
    async (request) => {
      const paging = parsePagination(request.query, EDUCATION_PAGING);
      const tagIds = parseTagIds(
        asList(request.query.tags).map((v) => String(v).replace(/^\/api\/education-tags\//, '')),
      );
      const { rows, total } = await listEstablishments(app.db, tagIds, paging.pageSize, paging.offset);
      const relations = await loadEstablishmentRelations(
        app.db,
        rows.map((r) => r.id),
      );
      return buildCollection({
        contextType: 'Establishment',
        requestUrl: request.url,
        ...paging,
        totalItems: total,
        member: rows.map((row) => presentEstablishment(row, relations)),
      });
    },
  );

  api.get(
    '/establishments/:id',
    { schema: { tags: ['Establishment'], params: idParamsSchema, response: { 200: establishmentSchema } } },
    async (request) => {
      const row = await findEstablishment(app.db, request.params.id);
      if (!row) throw new NotFoundError();
      return asItem(presentEstablishment(row, await loadEstablishmentRelations(app.db, [row.id])));
    },
  );

  registerStaffWrites(app, {
    path: '/establishments',
    find: (db, id) => findEstablishment(db, id),
    type: 'Establishment',
    itemSchema: establishmentSchema,
    createSchema: establishmentCreateSchema,
    patchSchema: establishmentPatchSchema,
    create: (db, input) => createEstablishment(db, input),
    update: (db, id, patch) => patchEstablishment(db, id, patch),
    remove: (db, id) => deleteEstablishment(db, id),
    present: async (row, db) => presentEstablishment(row, await loadEstablishmentRelations(db, [row.id])),
  });

  api.get(
    '/education-tags',
    {
      schema: {
        tags: ['EducationTag'],
        querystring: z.looseObject(paginationQueryShape),
        response: { 200: collectionSchema(educationTagSchema) },
      },
    },
    async (request) => {
      const paging = parsePagination(request.query, { defaultPageSize: 100, maxPageSize: 100 });
      const { rows, total } = await listEducationTags(app.db, paging.pageSize, paging.offset);
      return buildCollection({
        contextType: 'EducationTag',
        requestUrl: request.url,
        ...paging,
        totalItems: total,
        member: rows.map(presentEducationTag),
      });
    },
  );

  api.get(
    '/education-tags/:id',
    { schema: { tags: ['EducationTag'], params: idParamsSchema, response: { 200: educationTagSchema } } },
    async (request) => {
      const row = await findEducationTag(app.db, request.params.id);
      if (!row) throw new NotFoundError();
      return asItem(presentEducationTag(row));
    },
  );

  registerStaffWrites(app, {
    path: '/education-tags',
    find: (db, id) => findEducationTag(db, id),
    type: 'EducationTag',
    itemSchema: educationTagSchema,
    createSchema: educationTagCreateSchema,
    patchSchema: educationTagPatchSchema,
    create: (db, input) => createEducationTag(db, input),
    update: (db, id, patch) => patchEducationTag(db, id, patch),
    remove: (db, id) => deleteEducationTag(db, id),
    present: presentEducationTag,
  });
}
