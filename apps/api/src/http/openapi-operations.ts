import { constraintViolationSchema, hydraSearchSchema, hydraViewSchema, problemSchema } from '@gfj/contracts';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { collectionComponentName } from './hydra.ts';
import { nameSchema, type ResourceRegistry } from './resources.ts';
import { type RouteRecord, toRouteRecord } from './route-access.ts';

/** The JWT-shaped 401 body (api-conventions: Errors). */
export const jwtErrorSchema = z.object({ code: z.literal(401), message: z.string() });
nameSchema(problemSchema, 'Error');
nameSchema(constraintViolationSchema, 'ConstraintViolation');
nameSchema(jwtErrorSchema, 'JwtError');
nameSchema(hydraViewSchema, 'PartialCollectionView');
nameSchema(hydraSearchSchema, 'IriTemplate');

export const JSON_LD = 'application/ld+json';
export const PROBLEM_JSON_TYPE = 'application/problem+json';

export const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Bad request: a malformed body or query value',
  401: 'Not signed in, or the token is invalid or expired',
  403: 'Forbidden: not allowed for this user, or the CSRF token is missing or invalid',
  404: 'Not found',
  405: 'Method not allowed on this path',
  409: 'Conflict',
  415: 'Unsupported media type',
  422: 'Validation failed: each violation names its field',
  429: 'Too many requests: try again later',
  503: 'Service unavailable',
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Every error status an operation can answer, from what its route says: a body (400 syntax, 415
 * media type, 422 validation), a query (400), path parameters (404), its guards (401/403/...),
 * a rate limit (429) and `config.errorStatuses` for what its service answers beyond that. Text no
 * database holds is refused before any route (text-check.ts), in a query the operation reads or
 * not (400) and in any body it is sent, DELETE's too (422): every operation can answer those.
 */
export function errorStatusesOf(route: RouteRecord, method: string): number[] {
  const statuses = new Set(route.errorStatuses);
  statuses.add(400);
  if (BODY_METHODS.has(method)) statuses.add(415);
  if (BODY_METHODS.has(method) || method === 'DELETE') statuses.add(422);
  if (route.schema?.params || route.url.includes(':')) statuses.add(404);
  for (const hook of route.hooks) {
    if (hook.auth === 'required') statuses.add(401);
    for (const status of hook.errors ?? []) statuses.add(status);
  }
  if (route.isRateLimited) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

export function requiresAuth(route: RouteRecord): boolean {
  return route.hooks.some((hook) => hook.auth === 'required');
}

const AUTH_SCHEMES = [{ bearerAuth: [] }, { cookieAuth: [] }];

type JsonType = 'string' | 'integer' | 'number' | 'boolean';
interface FieldDoc {
  description: string;
  type?: JsonType | JsonType[];
  minLength?: number;
  maxLength?: number;
  format?: 'email';
  enum?: readonly (string | number)[];
}

/**
 * A body or query field its handler reads and checks itself (so a bad value gets the spec's message
 * in a 422, or is ignored as a filter), documented with the type and rule to send: generated
 * clients type their calls from this, and a bare `z.unknown()` documents nothing. A string unless
 * `type` says otherwise.
 */
export function checkedField(doc: FieldDoc) {
  return z
    .unknown()
    .optional()
    .meta({ type: 'string', ...doc });
}

/** A query flag: 1 or true, 0 or false. */
export const flagField = (description: string) =>
  checkedField({ enum: ['1', '0', 'true', 'false'], description });
/** An id or an IRI (`42` or `/api/jobs/42`). */
export const idOrIri = (description: string) => checkedField({ type: ['integer', 'string'], description });
/** `n-m characters`, as the spec's rules give them. */
export const textField = (
  minLength: number,
  maxLength: number,
  description = `${minLength}-${maxLength} characters`,
) => checkedField({ minLength, maxLength, description });
export const emailField = (maxLength: number) =>
  checkedField({
    format: 'email',
    minLength: 3,
    maxLength,
    description: `Valid email, 3-${maxLength} characters`,
  });
/** The form's CSRF token (api-conventions: form-encoded posts that carry `_token`). */
export const csrfTokenField = checkedField({ description: 'CSRF token (GET /api/csrf-token)' });
/** The honeypot (`website`): people leave it empty. */
export const honeypotField = checkedField({ maxLength: 0, description: 'Honeypot: leave empty' });

const queryDocs = new WeakMap<object, z.ZodType>();

/**
 * A route's query validator documented with another schema: filters are read leniently at run
 * time (an unparsable value is ignored, api-conventions: Filters), while integrators see the
 * types they should send. `querystring: documentedQuery(z.looseObject({...}), searchQuerySchema)`.
 */
export function documentedQuery<T extends z.ZodType>(runtime: T, doc: z.ZodType): T {
  queryDocs.set(runtime, doc);
  return runtime;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The fields of a multipart/form-data body, for the OpenAPI document only: multipart routes
     * read their parts themselves (http/multipart-form.ts), so this is never used to validate.
     */
    multipartBody?: z.ZodObject;
  }
}

/** A file part of a multipart body, as OpenAPI describes one. */
export const multipartFile = (description: string) =>
  z.string().meta({ type: 'string', format: 'binary', description });

/** The schema that documents a route's query (its own unless documentedQuery gave another). */
export function queryDocOf(querystring: unknown): unknown {
  return typeof querystring === 'object' && querystring !== null
    ? (queryDocs.get(querystring) ?? querystring)
    : querystring;
}

function pascal(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

const RESOURCE_OPERATIONS: Record<string, { id: (t: string) => string; summary: (t: string) => string }> = {
  'collection GET': {
    id: (t) => `get${t}Collection`,
    summary: (t) => `Retrieves the collection of ${t} resources.`,
  },
  'collection POST': { id: (t) => `post${t}`, summary: (t) => `Creates a ${t} resource.` },
  'item GET': { id: (t) => `get${t}`, summary: (t) => `Retrieves a ${t} resource.` },
  'item PATCH': { id: (t) => `patch${t}`, summary: (t) => `Updates the ${t} resource.` },
  'item PUT': { id: (t) => `put${t}`, summary: (t) => `Replaces the ${t} resource.` },
  'item DELETE': { id: (t) => `delete${t}`, summary: (t) => `Removes the ${t} resource.` },
};

/** operationId and summary: the route's own, else API Platform's wording for resource operations, else from the path. */
export function naming(registry: ResourceRegistry, route: RouteRecord, method: string) {
  const owner = registry.resourceOf(route.url);
  const known = owner ? RESOURCE_OPERATIONS[`${owner.kind} ${method}`] : undefined;
  const fromPath = `${method.toLowerCase()}${pascal(route.url.replace(/^\/api/, '').replace(/:\w+/g, ''))}`;
  return {
    operationId: route.schema?.operationId ?? (known && owner ? known.id(owner.resource.type) : fromPath),
    summary:
      route.schema?.summary ??
      (known && owner
        ? known.summary(owner.resource.type)
        : `${method} ${route.url.replace(/:(\w+)/g, '{$1}')}`),
    tag: owner?.resource.type,
  };
}

function jsonContent(schema: unknown) {
  return { [JSON_LD]: { schema }, 'application/json': { schema } };
}

function errorResponse(status: number) {
  const description = ERROR_DESCRIPTIONS[status] ?? 'Error';
  if (status === 401) return { description, content: { 'application/json': { schema: jwtErrorSchema } } };
  const schema = status === 422 ? constraintViolationSchema : problemSchema;
  return { description, content: { [PROBLEM_JSON_TYPE]: { schema } } };
}

function isContentResponse(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'content' in value;
}

function successResponses(schema: NonNullable<RouteRecord['schema']>, method: string) {
  const out: Record<string, unknown> = {};
  const declared = (schema.response ?? {}) as Record<string, unknown>;
  for (const [status, value] of Object.entries(declared)) {
    const collectionName = collectionComponentName(value);
    if (collectionName) nameSchema(value as z.ZodType, collectionName);
    if (isContentResponse(value)) out[status] = value;
    // A redirect (3xx, declared as `z.null().describe(...)`) has no body: kept as declared.
    else if (status.startsWith('3')) out[status] = value;
    else out[status] = { description: status === '201' ? 'Created' : 'OK', content: jsonContent(value) };
  }
  const produces = (schema as { produces?: string[] }).produces;
  if (!Object.keys(out).some((s) => s.startsWith('2') || s.startsWith('3'))) {
    if (produces) {
      out['200'] = {
        description: 'OK',
        content: Object.fromEntries(produces.map((type) => [type, { schema: z.string() }])),
      };
    } else if (method === 'DELETE' || method === 'POST') {
      // A null schema is how @fastify/swagger writes a response without a body.
      out['204'] = z.null().describe('No Content');
    } else {
      out['200'] = z.null().describe('OK');
    }
  }
  return out;
}

/**
 * The per-route half of the OpenAPI generator (`@fastify/swagger`'s `transform`): names, summary,
 * tags, security and every response (success bodies as JSON-LD, errors as problem+json or the JWT
 * shape) come from the route's registration, then fastify-type-provider-zod turns zod into JSON
 * Schema. Multi-method routes get per-method names in the document pass (openapi-document.ts).
 */
export function createOperationTransform(registry: ResourceRegistry) {
  return (input: Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions }) => {
    const schema = input.schema as RouteRecord['schema'];
    if (!schema || schema.hide) return jsonSchemaTransform(input);
    const route = toRouteRecord(input.route);
    const method = route.methods.find((m) => m !== 'HEAD') ?? 'GET';
    const names = naming(registry, route, method);
    const responses = successResponses(schema, method);
    // A route of several methods shares one operation object (the document pass copies it per
    // method): it lists what any of them can answer.
    for (const each of route.methods) {
      for (const status of errorStatusesOf(route, each)) responses[String(status)] ??= errorResponse(status);
    }
    const querystring = queryDocOf(schema.querystring);
    const multipartBody = input.route.config?.multipartBody;
    const documented = {
      ...schema,
      operationId: names.operationId,
      summary: names.summary,
      tags: schema.tags ?? (names.tag ? [names.tag] : undefined),
      security: requiresAuth(route) ? AUTH_SCHEMES : [{}, ...AUTH_SCHEMES],
      ...(querystring ? { querystring } : {}),
      ...(multipartBody ? { body: multipartBody, consumes: ['multipart/form-data'] } : {}),
      // Updates are JSON merge patches (RFC 7396), the only body a PATCH takes (415 otherwise).
      ...(method === 'PATCH' && schema.body && !multipartBody
        ? { consumes: ['application/merge-patch+json'] }
        : {}),
      response: responses,
    };
    return jsonSchemaTransform({ ...input, schema: documented as typeof input.schema });
  };
}
