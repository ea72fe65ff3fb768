import { isDirty, jobSchema, LIMITS, parseFiltersFromUrl } from '@gfj/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildCollection, collectionSchema, serializeCollectionWith } from '../../http/hydra.ts';
import { parsePagination } from '../../http/pagination.ts';
import { registerResource } from '../../http/resources.ts';
import { followedAmong } from '../follows/follows.service.ts';
import { suggestKeywords } from './search.autocomplete.ts';
import { createSearchCache } from './search.cache.ts';
import { createSearchEngine, listingVersionReader } from './search.engine.ts';
import { buildSearchFeed, FEED_CONTENT_TYPES, FEED_SIZE } from './search.feed.ts';
import { createPresentedJobs } from './search.members.ts';
import { newestSearchResults, searchJobs } from './search.service.ts';

const SEARCH_PAGING = { defaultPageSize: LIMITS.defaultPageSize, maxPageSize: LIMITS.maxPageSize };

const anyValue = (description: string) => z.unknown().optional().describe(description);

/**
 * The documented search parameters. Values are read by the contracts' parseFiltersFromUrl, which
 * ignores what it cannot parse (api-conventions: Filters), so nothing here rejects a request.
 */
const searchQueryDoc = z.looseObject({
  page: anyValue('Page number, from 1'),
  pageSize: anyValue(`Items per page (default ${LIMITS.defaultPageSize}, max ${LIMITS.maxPageSize})`),
  keywords: anyValue('Full-text keywords: "quoted phrases" and -negative terms work'),
  city_state_zip: anyValue('"City, ST" or a zip; searched within distance (default 30 miles)'),
  zip_code: anyValue('5-digit US zip (a 4-digit one gets a leading 0)'),
  distance: anyValue('Miles from zip_code: 15, 30 (default) or 60'),
  'regions[]': anyValue('west, mid-west, central, pacific-west, north-east, south-east'),
  everywhere: anyValue('1: no location scope (default)'),
  anywhere: anyValue('1: remote jobs only'),
  outside: anyValue('1: jobs outside the US only'),
  work_visa: anyValue('1: jobs offering a work visa'),
  'categories[]': anyValue('Category ids'),
  'types[]': anyValue('Job type ids'),
  company_name: anyValue('Part of the company name'),
  'compensation_types[paid][]': anyValue('4 hourly, 5 salaried'),
  'compensation_types[unpaid][]': anyValue('Unpaid compensation type ids'),
  'compensation_ranges[salaried][]': anyValue('Salaried range ids'),
  'compensation_ranges[hourly][]': anyValue('Hourly range ids'),
  date_posted: anyValue('any, 24hours, week or month'),
  since: anyValue('YYYY-MM-DD: added on or after this day'),
  until: anyValue('YYYY-MM-DD: added on or before this day'),
  sort: anyValue(
    'date_added.asc, date_added.desc or highlighted_popular (default: relevance with keywords, else newest)',
  ),
});

export const suggestionSchema = z.object({
  '@type': z.literal('Suggestion'),
  value: z.string(),
  kind: z.enum(['position', 'company', 'category']),
});

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerResource(app, { type: 'Suggestion', schema: suggestionSchema });
  const readVersions = listingVersionReader(app.db);
  const engine = createSearchEngine(app.db, { cacheSeconds: app.config.searchCacheSeconds });
  const cache = createSearchCache(app.config.searchCacheSeconds);
  const presented = createPresentedJobs(app.db, app.config.searchCacheSeconds);

  // Static paths win over /jobs/:id in Fastify's router, whatever the registration order.
  api.get(
    '/jobs/search',
    {
      schema: {
        tags: ['Job'],
        summary: 'Searches listed jobs',
        querystring: searchQueryDoc,
        response: {
          200: collectionSchema(jobSchema, { isSavableSearch: z.boolean(), isFallbackResults: z.boolean() }),
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
      // Nobody's own follows among them (every guest): the members' JSON is the cached bytes.
      if (followed.size === 0) {
        // Bytes are sent as they are (the response schema serialises objects only).
        return (reply as FastifyReply)
          .type('application/json; charset=utf-8')
          .send(serializeCollectionWith(collection, answer.memberJson));
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
        querystring: z.looseObject({ keywords: anyValue('What was typed so far') }),
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
        querystring: searchQueryDoc.extend({ format: anyValue('rss (default) or atom') }),
      },
    },
    async (request, reply) => {
      const format = request.query.format === 'atom' ? 'atom' : 'rss';
      const filters = parseFiltersFromUrl(request.query);
      const rows = await newestSearchResults(
        engine,
        app.db,
        await readVersions(),
        filters,
        FEED_SIZE,
        new Date(),
      );
      reply.type(FEED_CONTENT_TYPES[format]);
      return buildSearchFeed(app.config.publicUrl, filters, rows, format);
    },
  );
}
