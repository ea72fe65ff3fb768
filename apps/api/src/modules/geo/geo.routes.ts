import { countrySchema, stateSchema } from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../http/errors.ts';
import { asItem, buildCollection, collectionSchema } from '../../http/hydra.ts';
import { idParamsSchema, tryParseIri } from '../../http/iri.ts';
import { paginationQueryShape, parsePagination } from '../../http/pagination.ts';
import { registerResource } from '../../http/resources.ts';
import {
  countCountries,
  findCountry,
  findState,
  listCountries,
  listStates,
  listStatesOfCountries,
} from './countries.repository.ts';
import { presentCountry, presentState } from './geo.presenter.ts';

/** The country picker gets every country at once (core 9: countries page size 300). */
const COUNTRY_PAGING = { defaultPageSize: 300, maxPageSize: 300 };
/** Large enough for every US state and territory on one page. */
const STATE_PAGING = { defaultPageSize: 100, maxPageSize: 300 };

export async function geoRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerResource(app, {
    type: 'Country',
    collection: '/api/countries',
    schema: countrySchema,
    title: 'Country',
  });
  registerResource(app, {
    type: 'State',
    collection: '/api/states',
    schema: stateSchema,
    relations: { country: 'Country' },
    title: 'State',
  });

  api.get(
    '/countries',
    {
      schema: {
        tags: ['Country'],
        querystring: z.looseObject(paginationQueryShape),
        response: { 200: collectionSchema(countrySchema) },
      },
    },
    async (request) => {
      const paging = parsePagination(request.query, COUNTRY_PAGING);
      const [rows, total] = await Promise.all([
        listCountries(app.db, paging.pageSize, paging.offset),
        countCountries(app.db),
      ]);
      const statesByCountry = await listStatesOfCountries(
        app.db,
        rows.map((r) => r.id),
      );
      return buildCollection({
        contextType: 'Country',
        requestUrl: request.url,
        ...paging,
        totalItems: total,
        member: rows.map((row) => presentCountry(row, statesByCountry.get(row.id) ?? [])),
      });
    },
  );

  api.get(
    '/countries/:id',
    { schema: { tags: ['Country'], params: idParamsSchema, response: { 200: countrySchema } } },
    async (request) => {
      const row = await findCountry(app.db, request.params.id);
      if (!row) throw new NotFoundError();
      const states = await listStatesOfCountries(app.db, [row.id]);
      return asItem(presentCountry(row, states.get(row.id) ?? []));
    },
  );

  api.get(
    '/states',
    {
      schema: {
        tags: ['State'],
        querystring: z.looseObject({
          ...paginationQueryShape,
          country: z
            .unknown()
            .optional()
            .meta({ type: 'string', description: 'Country IRI (/api/countries/1) or id' }),
        }),
        response: { 200: collectionSchema(stateSchema) },
      },
    },
    async (request) => {
      const paging = parsePagination(request.query, STATE_PAGING);
      // An unparsable filter value is ignored (api-conventions: Filters).
      const countryId = tryParseIri(request.query.country, 'countries');
      const { rows, total } = await listStates(app.db, { countryId }, paging.pageSize, paging.offset);
      return buildCollection({
        contextType: 'State',
        requestUrl: request.url,
        ...paging,
        totalItems: total,
        member: rows.map(presentState),
      });
    },
  );

  api.get(
    '/states/:id',
    { schema: { tags: ['State'], params: idParamsSchema, response: { 200: stateSchema } } },
    async (request) => {
      const row = await findState(app.db, request.params.id);
      if (!row) throw new NotFoundError();
      return asItem(presentState(row));
    },
  );
}
