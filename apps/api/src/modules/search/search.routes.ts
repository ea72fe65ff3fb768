import { isDirty, jobSchema, LIMITS, parseFiltersFromUrl, searchQuerySchema } from '@gfj/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildCollection, collectionSchema, serializeCollectionWith } from '../../http/hydra.ts';
import { hydraSearchOf } from '../../http/hydra-search.ts';
import { documentedQuery } from '../../http/openapi-operations.ts';
import { paginationQueryShape, parsePagination } from '../../http/pagination.ts';
import {
  filterableItem,
  pickProperties,
  propertyFilterDoc,
  readPropertyFilter,
} from '../../http/property-filter.ts';
import { registerResource } from '../../http/resources.ts';
import { followedAmong } from '../follows/follows.service.ts';
import { suggestKeywords } from './search.autocomplete.ts';
import { createSearchCache } from './search.cache.ts';
import { buildSearchFeed, FEED_CONTENT_TYPES, FEED_SIZE } from './search.feed.ts';
import { createPresentedJobs } from './search.members.ts';
import { newestSearchResults, searchJobs } from './search.service.ts';

const SEARCH_PAGING = { defaultPageSize: LIMITS.defaultPageSize, maxPageSize: LIMITS.maxPageSize };

/**
 * The documented search parameters: the contracts' search query schema (what the search page
 * sends), with descriptions. Values are read by the contracts' parseFiltersFromUrl, which ignores
 * what it cannot parse (api-conventions: Filters), so the route itself rejects nothing.
 */
const DESCRIPTIONS: Partial<Record<keyof typeof searchQuerySchema.shape, string>> = {
  keywords: 'Full-text keywords: "quoted phrases" and -negative terms work',
  city_state_zip: '"City, ST" or a zip; searched within distance (default 30 miles)',
  zip_code: '5-digit US zip (a 4-digit one gets a leading 0)',
  distance: 'Miles from zip_code (default 30)',
  everywhere: '1: no location scope (default)',
  anywhere: '1: remote jobs only',
  outside: '1: jobs outside the US only',
  work_visa: '1: jobs offering a work visa',
  categories: 'Category ids',
  types: 'Job type ids',
  company_name: 'Part of the company name',
  compensation_types: 'paid: 4 hourly, 5 salaried; unpaid: stipend, housing, meals, credit ids',
  compensation_ranges: 'Salaried and hourly range ids',
  date_posted: 'any, 24hours, week or month',
  since: 'Added on or after this day',
  until: 'Added on or before this day',
  sort: 'Default: relevance with keywords, else newest',
};
const searchQueryDoc = searchQuerySchema.extend({
  ...(Object.fromEntries(
    Object.entries(DESCRIPTIONS).map(([key, text]) => [
      key,
      searchQuerySchema.shape[key as keyof typeof searchQuerySchema.shape].describe(text),
    ]),
  ) as typeof searchQuerySchema.shape),
  page: paginationQueryShape.page,
  pageSize: z
    .unknown()
    .optional()
    .meta({
      type: 'integer',
      minimum: 1,
      maximum: LIMITS.maxPageSize,
      description: `Items per page (default ${LIMITS.defaultPageSize})`,
    }),
});
const searchQuery = documentedQuery(
  z.looseObject({}),
  searchQueryDoc.extend({ properties: propertyFilterDoc }),
);
const feedQuery = documentedQuery(
  z.looseObject({}),
  searchQueryDoc.extend({ format: z.enum(['rss', 'atom']).default('rss') }),
);

export const suggestionSchema = z.object({
  '@type': z.literal('Suggestion'),
  value: z.string(),
  kind: z.enum(['position', 'company', 'category']),
});

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerResource(app, { type: 'Suggestion', schema: suggestionSchema });
  const { listingChanges, searchEngine: engine } = app;
  const readVersions = () => listingChanges.current();
  const cache = createSearchCache(app.config.searchCacheSeconds, {
    metrics: app.metrics,
    catchUp: (listing) => engine.warm({ listing, views: 0 }),
  });
  engine.keepAnswers(cache);
  // Ready once the index is loaded; asking starts the load (the server asks as it starts).
  let isWarming = false;
  app.readiness.add({
    name: 'listing index',
    isReady() {
      if (engine.isLoaded()) return true;
      if (!isWarming) {
        isWarming = true;
        readVersions()
          .then((versions) => engine.warm(versions))
          .catch((error: unknown) => app.log.error({ err: error }, 'listing index not loaded'))
          .finally(() => {
            isWarming = false;
          });
      }
      return false;
    },
  });
  const presented = createPresentedJobs(app.db, app.config.searchCacheSeconds, listingChanges);

  // Static paths win over /jobs/:id in Fastify's router, whatever the registration order.
  api.get(
    '/jobs/search',
    {
      schema: {
        tags: ['Job'],
        summary: 'Searches listed jobs',
        querystring: searchQuery,
        response: {
          200: collectionSchema(
            filterableItem(jobSchema, 'Job'),
            { isSavableSearch: z.boolean(), isFallbackResults: z.boolean() },
            { name: 'JobSearchCollection' },
          ),
        },
      },
    },
    async (request, reply) => {
      const paging = parsePagination(request.query, SEARCH_PAGING);
      const filters = parseFiltersFromUrl(request.query);
      const versions = await readVersions();
      const answer = await cache.get(filters, paging, versions.listing, async () => {
        const now = new Date();
        const result = await searchJobs(engine, versions, filters, paging, now);
        const page = await presented.page(result.ids, versions.listing, now);
        return {
          totalItems: result.totalItems,
          isFallbackResults: result.isFallbackResults,
          member: page.member,
          memberJson: page.json,
          bases: result.bases,
        };
      });
      const followed = await followedAmong(app.db, request.viewer?.userId ?? null, answer.member);
      const flags = { isSavableSearch: isDirty(filters), isFallbackResults: answer.isFallbackResults };
      const collection = buildCollection({
        contextType: 'Job',
        requestUrl: request.url,
        page: paging.page,
        pageSize: paging.pageSize,
        totalItems: answer.totalItems,
        flags,
        member:
          followed.size === 0
            ? answer.member
            : answer.member.map((job) =>
                followed.has(job.id) ? { ...job, current_user_is_follower: true } : job,
              ),
      });
      // Some properties of each job only (the search page asks for what its cards show).
      const properties = readPropertyFilter(request.query);
      if (properties) {
        const member = collection.member.map((job) => pickProperties(job, properties));
        return (reply as FastifyReply)
          .type('application/json; charset=utf-8')
          .send(
            serializeCollectionWith({ ...collection, search: hydraSearchOf(request) }, [
              Buffer.from(JSON.stringify(member)),
            ]),
          );
      }
      // Nobody's own follows among them (every guest): the members' JSON is the cached bytes.
      if (followed.size === 0) {
        // Bytes are sent as they are (the response schema serialises objects only).
        return (reply as FastifyReply)
          .type('application/json; charset=utf-8')
          .send(
            serializeCollectionWith({ ...collection, search: hydraSearchOf(request) }, answer.memberJson),
          );
      }
      // buildCollection places the flags right after totalItems; its type just cannot say so.
      return collection as typeof collection & typeof flags;
    },
  );

  api.get(
    '/jobs/search/autocomplete',
    {
      schema: {
        tags: ['Job'],
        summary: 'Keyword suggestions from positions, companies and categories (3+ characters)',
        querystring: z.looseObject({
          keywords: z.unknown().optional().meta({ type: 'string', description: 'What was typed so far' }),
        }),
        response: { 200: collectionSchema(suggestionSchema) },
      },
    },
    async (request) => {
      const raw = Array.isArray(request.query.keywords) ? request.query.keywords[0] : request.query.keywords;
      const suggestions = typeof raw === 'string' ? await suggestKeywords(app.db, raw, new Date()) : [];
      return {
        '@context': '/api/contexts/Suggestion',
        '@id': '/api/jobs/search/autocomplete',
        '@type': 'Collection' as const,
        totalItems: suggestions.length,
        member: suggestions.map((s) => ({ '@type': 'Suggestion' as const, value: s.value, kind: s.kind })),
      };
    },
  );

  api.get(
    '/jobs/search/feed',
    {
      schema: {
        tags: ['Job'],
        summary: 'RSS 2.0 (default) or Atom feed of the 50 newest results of a search',
        querystring: feedQuery,
        produces: ['application/rss+xml', 'application/atom+xml'],
      },
    },
    async (request, reply) => {
      const format = request.query.format === 'atom' ? 'atom' : 'rss';
      const filters = parseFiltersFromUrl(request.query);
      const now = new Date();
      const rows = await newestSearchResults(engine, app.db, await readVersions(), filters, FEED_SIZE, now);
      reply.type(FEED_CONTENT_TYPES[format]);
      return buildSearchFeed(app.config.publicUrl, filters, rows, format, now);
    },
  );
}
