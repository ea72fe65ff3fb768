import { z } from 'zod';
import { HONEYPOT_FIELD } from '../security/honeypot.ts';
import { READ_ONLY_KEYS, WRITE_ONLY_KEYS } from './openapi-document.ts';
import type { ApiResource, ResourceRegistry } from './resources.ts';

type JsonSchema = {
  type?: string | string[];
  format?: string;
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  description?: string;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

/** One supported property of a Hydra class, as API Platform's tools read it. */
export interface PropertyDoc {
  name: string;
  /** `xsd:string`, `xsd:integer`, ... or `#Type` for a relation or an embedded resource. */
  range: string;
  /** An IRI (or list of IRIs) of another resource: `hydra:Link`. */
  isLink: boolean;
  isMany: boolean;
  readable: boolean;
  writeable: boolean;
  required: boolean;
  description?: string;
}

/** JSON Schema of a zod schema with its named parts (components) resolved in place. */
function toJson(schema: unknown, io: 'input' | 'output'): JsonSchema {
  if (!(schema instanceof z.ZodType)) return {};
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  const defs = json.$defs ?? {};
  const resolve = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(resolve);
    if (!node || typeof node !== 'object') return node;
    const ref = (node as JsonSchema).$ref;
    if (ref?.startsWith('#/$defs/')) return resolve(defs[ref.slice(8)] ?? {});
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolve(value)]));
  };
  const { $defs: _defs, ...root } = json;
  return resolve(root) as JsonSchema;
}

function withoutNull(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf?.filter((branch) => branch.type !== 'null') ?? [];
  return branches.length === 1 && branches[0] ? branches[0] : schema;
}

function scalarRange(schema: JsonSchema): string {
  switch (schema.type) {
    case 'integer':
      return 'xsd:integer';
    case 'number':
      return 'xsd:decimal';
    case 'boolean':
      return 'xsd:boolean';
    case 'object':
      return 'rdf:JSON';
    default:
      if (schema.format === 'date-time') return 'xsd:dateTime';
      if (schema.format === 'date') return 'xsd:date';
      return 'xsd:string';
  }
}

function rangeOf(registry: ResourceRegistry, raw: JsonSchema, relation: string | undefined) {
  const schema = withoutNull(raw);
  const isMany = schema.type === 'array';
  const single = isMany ? withoutNull(schema.items ?? {}) : schema;
  if (relation) return { range: `#${relation}`, isLink: true, isMany };
  const embedded = single.properties?.['@type']?.const;
  if (typeof embedded === 'string' && registry.get(embedded)) {
    return { range: `#${embedded}`, isLink: false, isMany };
  }
  return { range: scalarRange(single), isLink: false, isMany };
}

/**
 * The supported properties of a resource: what it returns (its wire schema) and what its POST,
 * PUT and PATCH routes accept, so write-only fields (passwords) appear as writeable only.
 * `required` is the create body's rule when the resource can be created, else "always present".
 */
export function describeProperties(registry: ResourceRegistry, resource: ApiResource): PropertyDoc[] {
  const read = toJson(resource.schema, 'output');
  const operations = registry.operationsOf(resource);
  const create = operations.collection.find((o) => o.method === 'POST')?.route.schema?.body;
  const updates = operations.item
    .filter((o) => o.method === 'PATCH' || o.method === 'PUT')
    .map((o) => toJson(o.route.schema?.body, 'input'));
  const createJson = toJson(create, 'input');
  const writes = [createJson, ...updates];
  const names = new Set([
    ...Object.keys(read.properties ?? {}),
    ...(resource.properties ?? []),
    ...writes.flatMap((w) => Object.keys(w.properties ?? {})),
  ]);
  const docs: PropertyDoc[] = [];
  for (const name of names) {
    if (name.startsWith('@') || name === HONEYPOT_FIELD) continue;
    const readSchema = read.properties?.[name];
    const writeSchema = writes.map((w) => w.properties?.[name]).find((s) => s !== undefined);
    const writeable = writeSchema !== undefined && !READ_ONLY_KEYS.has(name);
    const readable =
      (readSchema !== undefined || resource.properties?.includes(name) === true) &&
      !WRITE_ONLY_KEYS.has(name);
    const shape = readSchema && Object.keys(readSchema).length > 0 ? readSchema : (writeSchema ?? {});
    const required = create
      ? (createJson.required ?? []).includes(name)
      : (read.required ?? []).includes(name);
    docs.push({
      name,
      ...rangeOf(registry, shape, resource.relations?.[name]),
      readable,
      writeable,
      required,
      ...(shape.description ? { description: shape.description } : {}),
    });
  }
  return docs;
}
