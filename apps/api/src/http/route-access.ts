import type { FastifySchema, RouteOptions } from 'fastify';

/**
 * What a route hook (a guard such as requireUser or verifyCsrf) means for the documentation:
 * whether the operation needs a signed-in caller, and which error statuses the hook answers.
 * The OpenAPI operations and the contract test read it, so a new route that uses the same
 * guards is documented without saying anything more.
 */
export interface HookDoc {
  auth?: 'required';
  errors?: number[];
}

const hookDocs = new WeakMap<object, HookDoc>();

/** Declares what `hook` means (call once, next to the hook's definition). */
export function describeHook(hook: object, doc: HookDoc): void {
  hookDocs.set(hook, doc);
}

type Hook = RouteOptions['onRequest'];

function asList(hooks: Hook | unknown): object[] {
  if (!hooks) return [];
  return (Array.isArray(hooks) ? hooks : [hooks]) as object[];
}

/** The docs of every described hook a route runs (onRequest, preValidation, preHandler). */
export function hookDocsOf(
  route: Pick<RouteOptions, 'onRequest' | 'preValidation' | 'preHandler'>,
): HookDoc[] {
  return [...asList(route.onRequest), ...asList(route.preValidation), ...asList(route.preHandler)]
    .map((hook) => hookDocs.get(hook))
    .filter((doc): doc is HookDoc => doc !== undefined);
}

/** One route of the /api scope as the documentation sees it. */
export interface RouteRecord {
  methods: string[];
  /** Fastify's path with the prefix: `/api/jobs/:id`. */
  url: string;
  schema?: FastifySchema & { hide?: boolean; summary?: string; operationId?: string; tags?: string[] };
  /** Error statuses the route answers beyond what its schema and hooks say (`config.errorStatuses`). */
  errorStatuses: number[];
  isRateLimited: boolean;
  hooks: HookDoc[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Error statuses the handler or its service answers that schema and hooks do not imply. */
    errorStatuses?: number[];
  }
}

export function toRouteRecord(route: RouteOptions): RouteRecord {
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((m) => m.toUpperCase());
  const config = (route.config ?? {}) as { errorStatuses?: number[]; rateLimit?: unknown };
  return {
    methods,
    url: route.url,
    schema: route.schema as RouteRecord['schema'],
    errorStatuses: config.errorStatuses ?? [],
    isRateLimited: config.rateLimit !== undefined && config.rateLimit !== false,
    hooks: hookDocsOf(route),
  };
}
