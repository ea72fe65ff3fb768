import { savedSearchNameSchema } from '@gfj/contracts/seekers';
import { describe, expect, it } from 'vitest';
import { checkSavedSearchName } from './save-search-name.ts';

describe('checkSavedSearchName (core 5)', () => {
  it.each([
    ['ab', 'Must be 3 or more characters long'],
    ['x'.repeat(39), 'Must be 38 or fewer characters long'],
    ['abc', undefined],
    ['x'.repeat(38), undefined],
  ])('%s -> %s, as the API says', (name, message) => {
    expect(checkSavedSearchName(name)).toBe(message);
    const api = savedSearchNameSchema.safeParse(name);
    expect(api.success ? undefined : api.error.issues[0]?.message).toBe(message);
  });
});
