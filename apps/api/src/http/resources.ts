import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RouteRecord } from './route-access.ts';

/** One API resource as the entrypoint, contexts, Hydra docs and OpenAPI components describe it. */
export interface ApiResource {
  /** Short name, also the `@type`, the context name and the OpenAPI component: `Job`, `JobPostType`. */
  type: string;
  /** Collection path listed in the entrypoint (`/api/jobs`); omit for item-only resources. */
  collection?: string;
  /** Item route (Fastify syntax); defaults to `<collection>/:id`. */
  item?: string;
  title?: string;
  description?: string;
  /** The wire schema; its non-`@` keys become the context terms and supported properties. */
  schema?: z.ZodObject;
  /** Extra property names when there is no schema. */
  properties?: string[];
  /** Properties holding IRIs of another resource (`{ user: 'User' }`): Hydra links. */
  relations?: Record<string, string>;
}

/**
 * The routes of a resource: its collection and item operations, found by path, and its actions:
 * routes on a sub-path of its item (`/api/jobs/:id/copy`) that answer the resource itself.
 */
export interface ResourceOperations {
  collection: { method: string; route: RouteRecord }[];
  item: { method: string; route: RouteRecord }[];
  actions: { method: string; route: RouteRecord }[];
}

export class ResourceRegistry {
  readonly #resources = new Map<string, ApiResource>();
  readonly #routes: RouteRecord[] = [];

  add(resource: ApiResource): void {
    this.#resources.set(resource.type, resource);
  }

  get(type: string): ApiResource | undefined {
    return this.#resources.get(type);
  }

  list(): ApiResource[] {
    return [...this.#resources.values()];
  }

  /** Every route of the /api scope, recorded as it is added (an onRoute hook). */
  addRoute(route: RouteRecord): void {
    this.#routes.push(route);
  }

  routes(): readonly RouteRecord[] {
    return this.#routes;
  }

  /** The resource a route path belongs to, and whether it is the collection or the item path. */
  resourceOf(url: string): { resource: ApiResource; kind: 'collection' | 'item' } | undefined {
    for (const resource of this.#resources.values()) {
      if (resource.collection && url === resource.collection) return { resource, kind: 'collection' };
      if (itemPath(resource) === url) return { resource, kind: 'item' };
    }
    return undefined;
  }

  operationsOf(resource: ApiResource): ResourceOperations {
    const found: ResourceOperations = { collection: [], item: [], actions: [] };
    const item = itemPath(resource);
    for (const route of this.#routes) {
      if (route.schema?.hide) continue;
      const kind =
        resource.collection && route.url === resource.collection
          ? 'collection'
          : route.url === item
            ? 'item'
            : item && route.url.startsWith(`${item}/`) && answersWith(route, resource.schema)
              ? 'actions'
              : undefined;
      if (!kind) continue;
      // Fastify adds HEAD beside every GET; HEAD is not an operation of its own.
      for (const method of route.methods) if (method !== 'HEAD') found[kind].push({ method, route });
    }
    return found;
  }
}

/** Whether a route's success answer is `schema` (an action answering its resource, not another). */
function answersWith(route: RouteRecord, schema: z.ZodObject | undefined): boolean {
  if (!schema) return false;
  const responses = (route.schema?.response ?? {}) as Record<string, unknown>;
  return Object.entries(responses).some(([status, value]) => status.startsWith('2') && value === schema);
}

export function itemPath(resource: ApiResource): string | undefined {
  return resource.item ?? (resource.collection ? `${resource.collection}/:id` : undefined);
}

declare module 'fastify' {
  interface FastifyInstance {
    apiResources: ResourceRegistry;
  }
}

/**
 * Names a zod schema as an OpenAPI component (`#/components/schemas/<id>`). zod's global registry
 * is the one fastify-type-provider-zod reads; re-registering the same schema is a no-op, so apps
 * built several times in one process (tests) do not collide.
 */
export function nameSchema(schema: z.ZodType, id: string): void {
  const current = z.globalRegistry.get(schema);
  if (current?.id === id) return;
  // The latest schema of a name wins (a module loaded again in the same process).
  const previous = z.globalRegistry._idmap.get(id);
  if (previous) z.globalRegistry.remove(previous);
  z.globalRegistry.add(schema, { ...current, id });
}

/**
 * Adds a resource to the entrypoint, `/api/contexts/<Type>`, `/api/docs.jsonld` and the OpenAPI
 * components. Modules call this once from their routes plugin:
 * `registerResource(app, { type: 'Job', collection: '/api/jobs', schema: jobSchema })`.
 * Its operations are found from the routes registered on its paths.
 */
export function registerResource(app: FastifyInstance, resource: ApiResource): void {
  app.apiResources.add(resource);
  if (resource.schema) nameSchema(resource.schema, resource.type);
}

/** Property names of a resource (schema keys without the JSON-LD `@` keys). */
export function resourceProperties(resource: ApiResource): string[] {
  const fromSchema = resource.schema ? Object.keys(resource.schema.shape) : [];
  return [...new Set([...fromSchema, ...(resource.properties ?? [])])].filter((k) => !k.startsWith('@'));
}

/** Entrypoint key of a resource: `JobPostType` -> `jobPostType` (API Platform's naming). */
export function entrypointKey(type: string): string {
  return type.charAt(0).toLowerCase() + type.slice(1);
}
