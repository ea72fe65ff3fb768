import type { HydraSearch } from '@gfj/contracts';
import type { FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import { isCollectionSchema } from './hydra.ts';
import { bracketParameters } from './openapi-document.ts';
import { queryDocOf } from './openapi-operations.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The collection route's filters as a Hydra IriTemplate (set when the route is added). */
    hydraSearch?: HydraSearch;
  }
}

const PAGING_KEYS = new Set(['page', 'pageSize', 'itemsPerPage']);

/** `order[date_added]` -> `date_added`; `compensation_types[paid][]` -> `compensation_types`; `status[]` -> `status`. */
function propertyOf(variable: string): string {
  const order = /^order\[([^\]]+)\]$/.exec(variable);
  return order?.[1] ?? variable.replace(/\[.*$/, '');
}

/** The Hydra `search` of a collection route: its documented filters, paging left out. */
export function buildHydraSearch(path: string, querySchema: unknown): HydraSearch | undefined {
  if (!(querySchema instanceof z.ZodType)) return undefined;
  const json = z.toJSONSchema(querySchema, {
    io: 'input',
    unrepresentable: 'any',
    metadata: z.registry(),
  }) as { properties?: Record<string, Record<string, unknown>> };
  const variables = Object.entries(json.properties ?? {})
    .filter(([name]) => !PAGING_KEYS.has(name))
    .flatMap(([name, schema]) => bracketParameters({ in: 'query', name, schema }, true))
    .map((parameter) => parameter.name);
  if (variables.length === 0) return undefined;
  return {
    '@type': 'IriTemplate',
    template: `${path}{?${variables.join(',')}}`,
    variableRepresentation: 'BasicRepresentation',
    mapping: variables.map((variable) => ({
      '@type': 'IriTemplateMapping',
      variable,
      property: propertyOf(variable),
      required: false,
    })),
  };
}

/** The search template of the route that answers this request, if any. */
export function hydraSearchOf(request: FastifyRequest): HydraSearch | undefined {
  return request.routeOptions.config.hydraSearch;
}

/**
 * onRoute: a GET collection route with filters gets its IriTemplate once, and every collection it
 * answers carries it as `search` (added before serialisation, after the handler built the body).
 */
export function addHydraSearch(route: RouteOptions): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const response = (route.schema?.response ?? {}) as Record<string, unknown>;
  if (!methods.includes('GET') || !isCollectionSchema(response['200'])) return;
  const search = buildHydraSearch(route.url, queryDocOf(route.schema?.querystring));
  if (!search) return;
  route.config = { ...route.config, hydraSearch: search };
  const hooks = route.preSerialization;
  const addSearch = async (_request: FastifyRequest, _reply: unknown, payload: unknown) =>
    payload &&
    typeof payload === 'object' &&
    !Buffer.isBuffer(payload) &&
    (payload as { '@type'?: unknown })['@type'] === 'Collection'
      ? { ...payload, search }
      : payload;
  route.preSerialization = [...(hooks ? (Array.isArray(hooks) ? hooks : [hooks]) : []), addSearch];
}
