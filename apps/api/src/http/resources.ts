import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

/** One API resource as the entrypoint, contexts and Hydra docs describe it. */
export interface ApiResource {
  /** Short name, also the `@type` and the context name: `Job`, `JobPostType`. */
  type: string;
  /** Collection path listed in the entrypoint (`/api/jobs`); omit for item-only resources. */
  collection?: string;
  title?: string;
  description?: string;
  /** The wire schema; its non-`@` keys become the context terms and supported properties. */
  schema?: z.ZodObject;
  /** Extra property names when there is no schema. */
  properties?: string[];
}

export class ResourceRegistry {
  readonly #resources = new Map<string, ApiResource>();

  add(resource: ApiResource): void {
    this.#resources.set(resource.type, resource);
  }

  get(type: string): ApiResource | undefined {
    return this.#resources.get(type);
  }

  list(): ApiResource[] {
    return [...this.#resources.values()];
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    apiResources: ResourceRegistry;
  }
}

/**
 * Adds a resource to the entrypoint, `/api/contexts/<Type>` and `/api/docs.jsonld`. Modules call
 * this once from their routes plugin: `registerResource(app, { type: 'Job', collection: '/api/jobs', schema: jobSchema })`.
 */
export function registerResource(app: FastifyInstance, resource: ApiResource): void {
  app.apiResources.add(resource);
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
