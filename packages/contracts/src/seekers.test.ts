import { describe, expect, it } from 'vitest';
import {
  applicationFieldsSchema,
  emailFriendSchema,
  normalizeSavedSearchParams,
  savedSearchCreateSchema,
  savedSearchPatchSchema,
} from './seekers.ts';

function messages(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  return (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);
}

describe('emailFriendSchema', () => {
  const valid = {
    sender_name: 'Ada',
    sender_email: 'ada@example.org',
    recipient_email: 'bo@example.net',
    message: 'Take a look at this.',
    job: '/api/jobs/4',
  };

  it('accepts the boundaries and trims', () => {
    expect(emailFriendSchema.safeParse({ ...valid, sender_name: ` ${'x'.repeat(100)} ` }).success).toBe(true);
    expect(emailFriendSchema.safeParse({ ...valid, message: 'x'.repeat(500) }).success).toBe(true);
    expect(emailFriendSchema.safeParse({ ...valid, message: 'x'.repeat(10) }).success).toBe(true);
  });

  it('gives one spec message per field', () => {
    const result = emailFriendSchema.safeParse({
      ...valid,
      sender_name: 'Al',
      sender_email: 'a@b',
      recipient_email: `${'r'.repeat(96)}@x.org`,
      message: 'x'.repeat(501),
    });
    expect(messages(result)).toEqual([
      ['sender_name', 'Must be 3 or more characters long'],
      ['sender_email', 'Invalid email'],
      ['recipient_email', 'Invalid email'],
      ['message', 'Must be 500 or fewer characters long'],
    ]);
    expect(
      messages(emailFriendSchema.safeParse({ ...valid, sender_name: 'x'.repeat(101), message: 'short' })),
    ).toEqual([
      ['sender_name', 'Must be 100 or fewer characters long'],
      ['message', 'Must be 10 or more characters long'],
    ]);
  });
});

describe('saved searches', () => {
  it('checks the name with the spec messages (3-38)', () => {
    expect(messages(savedSearchCreateSchema.safeParse({ name: 'ab', params: 'keywords=x' }))).toEqual([
      ['name', 'Must be 3 or more characters long'],
    ]);
    expect(
      messages(savedSearchCreateSchema.safeParse({ name: 'x'.repeat(39), params: 'keywords=x' })),
    ).toEqual([['name', 'Must be 38 or fewer characters long']]);
    expect(savedSearchPatchSchema.safeParse({ status: 'inactive' }).success).toBe(true);
    expect(savedSearchPatchSchema.safeParse({ status: 'paused' }).success).toBe(false);
  });

  it('normalises params like the search page reads them, without paging, and refuses clean searches', () => {
    expect(normalizeSavedSearchParams('?types[]=2&keywords=goat%20cheese&page=4&pageSize=10')).toBe(
      'keywords=goat%20cheese&everywhere=1&types[]=2',
    );
    expect(normalizeSavedSearchParams('outside=1&zip_code=10001&distance=15')).toBe('outside=1');
    expect(normalizeSavedSearchParams('everywhere=1&page=3')).toBeUndefined();
    expect(normalizeSavedSearchParams('')).toBeUndefined();
  });
});

describe('applicationFieldsSchema', () => {
  it('requires a name and a valid email; the message is optional', () => {
    expect(applicationFieldsSchema.parse({ name: 'Ada', email: 'ada@example.org' })).toEqual({
      name: 'Ada',
      email: 'ada@example.org',
      message: '',
    });
    expect(messages(applicationFieldsSchema.safeParse({ name: 'A', email: 'x' }))).toEqual([
      ['name', 'Must be 2 or more characters long'],
      ['email', 'Invalid email'],
    ]);
  });
});
