import fc from 'fast-check';

/** A JSON Schema (2020-12) node as the OpenAPI document writes them. */
export type Schema = {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
};

const anyJson = fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), fc.boolean());

/**
 * Values a schema accepts, for the contract test: enough of JSON Schema for the API's own
 * documents (refs, enums, unions, strings with formats and lengths, bounded numbers, arrays,
 * objects with optional keys). Lists stay short and numbers bounded so requests stay cheap.
 */
export function arbitraryValue(
  schema: Schema,
  resolve: (ref: string) => Schema,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (schema.$ref) return arbitraryValue(resolve(schema.$ref), resolve, depth);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((branch) => arbitraryValue(branch, resolve, depth + 1)));
  if (schema.allOf?.[0]) return arbitraryValue(schema.allOf[0], resolve, depth);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return stringOf(schema);
    case 'integer': {
      const min =
        schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
      const max =
        schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : min + 5000);
      return fc.integer({ min: Math.max(min, -1e6), max: Math.min(max, 1e6) });
    }
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? arbitraryValue(schema.items, resolve, depth + 1) : anyJson, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object':
      return objectOf(schema, resolve, depth);
    default:
      return anyJson;
  }
}

function stringOf(schema: Schema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 40));
  const fits = (s: string) =>
    s.length >= minLength && s.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);
  switch (schema.format) {
    case 'email':
      return fc.emailAddress().filter((s) => fits(s) && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s));
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    default:
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
      return fc.string({ minLength, maxLength });
  }
}

function objectOf(schema: Schema, resolve: (ref: string) => Schema, depth: number) {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0 || depth > 4) return fc.constant({});
  const model = Object.fromEntries(
    properties.map(([key, child]) => [key, arbitraryValue(child, resolve, depth + 1)]),
  );
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in model) });
}

/** Something a schema does not accept, mostly: a value of another type, or an object missing a required key. */
export function arbitraryInvalidValue(
  schema: Schema,
  resolve: (ref: string) => Schema,
): fc.Arbitrary<unknown> {
  const target = schema.$ref ? resolve(schema.$ref) : schema;
  const wrongType = fc.oneof(
    fc.constant('not-a-number'),
    fc.constant(-7),
    fc.constant([]),
    fc.constant({ x: 1 }),
  );
  if (target.type !== 'object' || !target.properties) return wrongType;
  const keys = Object.keys(target.properties);
  return fc.oneof(
    wrongType,
    arbitraryValue(target, resolve).chain((valid) =>
      fc
        .constantFrom(...keys)
        .chain((key) => wrongType.map((bad) => ({ ...(valid as Record<string, unknown>), [key]: bad }))),
    ),
    ...(target.required?.length
      ? [
          arbitraryValue(target, resolve).map((valid) => {
            const copy = { ...(valid as Record<string, unknown>) };
            for (const key of target.required ?? []) delete copy[key];
            return copy;
          }),
        ]
      : []),
  );
}
