import { createJsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The whole-document half of the OpenAPI generator (`@fastify/swagger`'s `transformObject`): named
 * components from zod's registry, query parameters in the wire's bracket style, path ids as
 * integers >= 1 (unless the route reads a string), server-assigned keys read-only and passwords write-only, one operation object
 * and one operationId per method, and no component that nothing uses.
 */

type JsonSchema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  required?: string[];
};

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
  style?: string;
  explode?: boolean;
}

type Operation = Record<string, unknown> & { operationId?: string; parameters?: Parameter[] };
type OpenApiDocument = Record<string, unknown> & {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> } & Record<string, unknown>;
};

/** Keys the server assigns: never sent by clients. */
export const READ_ONLY_KEYS = new Set(['@context', '@id', '@type', 'id']);
/** Secrets a client sends and the API never returns. */
export const WRITE_ONLY_KEYS = new Set(['password', 'password_confirm', 'current_password']);

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function isScalar(schema: JsonSchema | undefined): boolean {
  return !!schema && schema.type !== 'object' && schema.type !== 'array';
}

/**
 * `status` (array) -> `status[]`; `compensation_types` ({paid: []}) -> `compensation_types[paid][]`;
 * `order` ({date_added}) -> one deepObject parameter, or `order[date_added]` when `expandObjects`
 * (Hydra templates name each variable).
 */
export function bracketParameters(parameter: Parameter, expandObjects = false): Parameter[] {
  const schema = parameter.schema;
  if (parameter.in !== 'query' || !schema) return [parameter];
  if (schema.type === 'array' && !parameter.name.endsWith('[]')) {
    // An empty list is sent as no parameter at all, so a list is never required (zod calls a
    // preprocessed list required, and generated clients then refuse a call without it).
    return [{ ...parameter, name: `${parameter.name}[]`, required: false, style: 'form', explode: true }];
  }
  if (schema.type !== 'object' || !schema.properties) return [parameter];
  const entries = Object.entries(schema.properties);
  if (!expandObjects && entries.every(([, child]) => isScalar(child))) {
    return [{ ...parameter, style: 'deepObject', explode: true }];
  }
  return entries.flatMap(([key, child]) =>
    bracketParameters(
      {
        in: 'query',
        name: `${parameter.name}[${key}]`,
        required: false,
        ...(child.description ? { description: String(child.description) } : {}),
        schema: child,
      },
      expandObjects,
    ),
  );
}

function markAccess(schema: unknown): void {
  if (Array.isArray(schema)) {
    for (const entry of schema) markAccess(entry);
    return;
  }
  if (!schema || typeof schema !== 'object') return;
  const node = schema as JsonSchema;
  if (node.properties) {
    for (const [key, child] of Object.entries(node.properties)) {
      if (READ_ONLY_KEYS.has(key)) child.readOnly = true;
      if (WRITE_ONLY_KEYS.has(key)) child.writeOnly = true;
    }
  }
  for (const value of Object.values(node)) markAccess(value);
}

function collectRefs(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const entry of value) collectRefs(entry, into);
    return;
  }
  if (!value || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value)) {
    if (key === '$ref' && typeof child === 'string') into.add(child.replace('#/components/schemas/', ''));
    else collectRefs(child, into);
  }
}

/** Components reached from the paths, directly or through other components. */
function pruneComponents(doc: OpenApiDocument): void {
  const schemas = doc.components?.schemas;
  if (!schemas) return;
  const used = new Set<string>();
  collectRefs(doc.paths, used);
  const queue = [...used];
  while (queue.length > 0) {
    const name = queue.pop() as string;
    const found = new Set<string>();
    collectRefs(schemas[name], found);
    for (const next of found) {
      if (!used.has(next)) {
        used.add(next);
        queue.push(next);
      }
    }
  }
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
}

function normalizeOperation(operation: Operation): Operation {
  const copy = structuredClone(operation);
  if (copy.parameters) {
    copy.parameters = copy.parameters
      .flatMap((parameter) => bracketParameters(parameter))
      // A row id; a provider's id (`pm_…`, `seti_…`) stays the string its route reads.
      .map((parameter) =>
        parameter.in === 'path' && parameter.name === 'id' && parameter.schema?.type !== 'string'
          ? { ...parameter, schema: { type: 'integer', minimum: 1 } }
          : parameter,
      );
  }
  return copy;
}

/** One object per method (Fastify shares one between the methods of a route), each with its own id. */
function normalizePaths(doc: OpenApiDocument): void {
  const seen = new Map<string, number>();
  for (const item of Object.values(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      item[method] = normalizeOperation(operation);
      const id = item[method].operationId;
      if (id) seen.set(id, (seen.get(id) ?? 0) + 1);
    }
  }
  for (const item of Object.values(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      const id = operation?.operationId;
      if (operation && id && (seen.get(id) ?? 0) > 1) {
        operation.operationId = `${method}${id.replace(/^(get|put|post|delete|options|head|patch|trace)/, '')}`;
      }
    }
  }
}

const withComponents = createJsonSchemaTransformObject({});

export function transformOpenApiDocument(input: Parameters<typeof withComponents>[0]) {
  const doc = withComponents(input) as unknown as OpenApiDocument;
  normalizePaths(doc);
  markAccess(doc.paths);
  markAccess(doc.components?.schemas);
  pruneComponents(doc);
  return doc as unknown as ReturnType<typeof withComponents>;
}
