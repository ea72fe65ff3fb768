import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildConstraintViolation, ValidationError } from './errors.ts';
import { parseOrThrow, zodIssuesToViolations } from './violations.ts';

const schema = z.object({
  name: z.string().min(3, { message: 'Must be 3 or more characters long' }),
  items: z.array(z.object({ quantity: z.number().int().min(1, { message: 'Must be at least 1' }) })),
});

describe('zod issues as violations', () => {
  it('uses dotted property paths and the schema messages', () => {
    const result = schema.safeParse({ name: 'ab', items: [{ quantity: 0 }] });
    expect(result.success).toBe(false);
    expect(zodIssuesToViolations(result.error?.issues ?? [])).toEqual([
      { propertyPath: 'name', message: 'Must be 3 or more characters long' },
      { propertyPath: 'items.0.quantity', message: 'Must be at least 1' },
    ]);
  });

  it('parseOrThrow returns data or throws a 422 ValidationError', () => {
    expect(parseOrThrow(schema, { name: 'abc', items: [] })).toEqual({ name: 'abc', items: [] });
    try {
      parseOrThrow(schema, { name: 'a', items: [] });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      const body = buildConstraintViolation((error as ValidationError).violations);
      expect(body.detail).toBe('name: Must be 3 or more characters long');
      expect(body.violations[0]?.code).toBe(body['@id'].split('/').pop());
    }
  });
});
