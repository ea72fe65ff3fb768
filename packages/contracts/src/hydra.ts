import { z } from 'zod';

/** IRIs are absolute paths under /api (api-conventions: Base). */
export const iriSchema = z.string().regex(/^\/api\/[a-z0-9-]+(\/[^/?#]+)*$/);

/**
 * A relation in a request body: the related resource's IRI (`example`, e.g. /api/jobs/42) or its id.
 * The API resolves it (400 Invalid IRI for a string that is neither); any other type is a 422 that
 * says what to send, rather than zod's bare "Invalid input".
 */
export function relationReference(example: string) {
  return z.union([z.string(), z.number()], { error: `Expected an IRI (${example}) or an id.` });
}

export const hydraViewSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('PartialCollectionView'),
  first: z.string().optional(),
  last: z.string().optional(),
  previous: z.string().optional(),
  next: z.string().optional(),
});
export type HydraView = z.infer<typeof hydraViewSchema>;

/** A collection's filters as an IRI template (Hydra `search`), for generic clients. */
export const hydraSearchSchema = z.object({
  '@type': z.literal('IriTemplate'),
  template: z.string(),
  variableRepresentation: z.literal('BasicRepresentation'),
  mapping: z.array(
    z.object({
      '@type': z.literal('IriTemplateMapping'),
      variable: z.string(),
      property: z.string().nullable(),
      required: z.boolean(),
    }),
  ),
});
export type HydraSearch = z.infer<typeof hydraSearchSchema>;

/** A Hydra collection of `item` (api-conventions: Collections). */
export function hydraCollectionSchema<T extends z.ZodType>(item: T) {
  return z.object({
    '@context': z.string(),
    '@id': z.string(),
    '@type': z.literal('Collection'),
    totalItems: z.number().int().min(0),
    member: z.array(item),
    view: hydraViewSchema.optional(),
  });
}

export interface HydraCollection<T> {
  '@context': string;
  '@id': string;
  '@type': 'Collection';
  totalItems: number;
  member: T[];
  view?: HydraView;
}

export const violationSchema = z.object({
  propertyPath: z.string(),
  message: z.string(),
  code: z.string().optional(),
});
export type Violation = z.infer<typeof violationSchema>;

/**
 * A field whose value another item of the same kind already has (a promo code, a tag's name):
 * API Platform's words for it (Symfony's UniqueEntity), on the field itself.
 */
export const DUPLICATE_VALUE_MESSAGE = 'This value is already used.';

export const constraintViolationSchema = z.object({
  '@context': z.literal('/api/contexts/ConstraintViolation'),
  '@id': z.string(),
  '@type': z.literal('ConstraintViolation'),
  status: z.literal(422),
  title: z.string(),
  detail: z.string(),
  description: z.string(),
  violations: z.array(violationSchema),
});

export const problemSchema = z.object({
  '@context': z.literal('/api/contexts/Error'),
  '@id': z.string(),
  '@type': z.literal('Error'),
  title: z.string(),
  detail: z.string(),
  status: z.number().int(),
  type: z.string(),
  description: z.string(),
});
export type Problem = z.infer<typeof problemSchema>;
