import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  isAllowedBirthday,
  newPasswordSchema,
  profileSchema,
  registrationSchema,
  resetRequestSchema,
  signInSchema,
} from './accounts.ts';

function messages(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  return (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);
}

const valid = {
  email: 'ann@example.org',
  password: 'secret12',
  password_confirm: 'secret12',
  identify_as: 'job seeker',
};

describe('registrationSchema (core 5)', () => {
  it('accepts both register choices', () => {
    expect(registrationSchema.safeParse(valid).success).toBe(true);
    expect(registrationSchema.safeParse({ ...valid, identify_as: 'job poster' }).success).toBe(true);
  });

  it.each([
    [{ email: '' }, [['email', 'Please enter an email address']]],
    [{ email: 'a@' }, [['email', 'Must be 3 or more characters long']]],
    [{ email: `${'a'.repeat(45)}@b.org` }, [['email', 'Must be 50 or fewer characters long']]],
    [{ email: 'nope.example.org' }, [['email', 'Invalid email']]],
    [
      { password: 'abc', password_confirm: 'abc' },
      [
        ['password', 'Must be 6 or more characters long'],
        ['password_confirm', 'Must be 6 or more characters long'],
      ],
    ],
    [{ password_confirm: 'secret13' }, [['password_confirm', "Passwords don't match"]]],
    [{ identify_as: 'both' }, [['identify_as', 'Must be 5 or more characters long']]],
    [{ identify_as: 'job seekers' }, [['identify_as', 'Must be 10 or fewer characters long']]],
    [{ identify_as: 'neither' }, [['identify_as', 'Invalid selection']]],
  ])('%j gives the spec messages', (change, expected) => {
    expect(messages(registrationSchema.safeParse({ ...valid, ...change }))).toEqual(expected);
  });

  it('shows the password mismatch beside other errors', () => {
    expect(
      messages(registrationSchema.safeParse({ ...valid, email: '', password_confirm: 'other-pass' })),
    ).toEqual([
      ['email', 'Please enter an email address'],
      ['password_confirm', "Passwords don't match"],
    ]);
  });
});

describe('signInSchema and resetRequestSchema', () => {
  it('require email and password with the spec messages', () => {
    expect(messages(signInSchema.safeParse({ email: '', password: '' }))).toEqual([
      ['email', 'Please enter an email address'],
      ['password', 'Please enter a password'],
    ]);
    expect(signInSchema.safeParse({ email: 'a@b.org', password: 'secret', _remember_me: true }).success).toBe(
      true,
    );
  });

  it('reset request: required, invalid, too long', () => {
    expect(messages(resetRequestSchema.safeParse({ email: '' }))).toEqual([
      ['email', 'Please enter an email address'],
    ]);
    expect(messages(resetRequestSchema.safeParse({ email: 'abcdef' }))).toEqual([['email', 'Invalid email']]);
    expect(messages(resetRequestSchema.safeParse({ email: `${'a'.repeat(50)}@b.org` }))).toEqual([
      ['email', 'Must be 50 or fewer characters long'],
    ]);
  });
});

describe('new password and change password (content 5)', () => {
  it('checks lengths and the confirmation', () => {
    expect(
      messages(
        newPasswordSchema.safeParse({
          token: 't',
          password: 'x'.repeat(51),
          password_confirm: 'x'.repeat(51),
        }),
      ),
    ).toEqual([
      ['password', 'Must be 50 or fewer characters long'],
      ['password_confirm', 'Must be 50 or fewer characters long'],
    ]);
    expect(
      messages(newPasswordSchema.safeParse({ token: 't', password: 'secret1', password_confirm: 'secret2' })),
    ).toEqual([['password_confirm', "Passwords don't match"]]);
    expect(
      messages(
        changePasswordSchema.safeParse({
          current_password: '',
          password: 'secret1',
          password_confirm: 'secret1',
        }),
      ),
    ).toEqual([['current_password', 'Please enter your current password']]);
  });
});

describe('profileSchema (content 5)', () => {
  const today = new Date();
  const y = today.getUTCFullYear();
  it('accepts a complete US profile and an international one without state or city', () => {
    expect(
      profileSchema.safeParse({
        country: 'United States',
        state: 'Vermont',
        city: 'Burlington',
        gender: 'female',
        ethnicity: 'asian',
        birthday: `${y - 40}-01-01`,
      }).success,
    ).toBe(true);
    expect(profileSchema.safeParse({ country: 'France', state: '', city: '' }).success).toBe(true);
  });

  it.each([
    [{ country: '' }, [['country', 'Invalid selection']]],
    [{ country: 'UK' }, [['country', 'Invalid selection']]],
    [{ country: 'United States' }, [['state', 'Invalid selection']]],
    [{ country: 'France', state: 'ab' }, [['state', 'Invalid selection']]],
    [{ country: 'France', city: 'ab' }, [['city', 'Must be 3 or more characters long']]],
    [{ country: 'France', city: 'a'.repeat(101) }, [['city', 'Must be 100 or fewer characters long']]],
    [{ country: 'France', gender: 'other' }, [['gender', 'Invalid selection']]],
    [{ country: 'France', ethnicity: 'other race' }, [['ethnicity', 'Invalid selection']]],
    [{ country: 'France', birthday: 'yesterday' }, [['birthday', 'Invalid selection']]],
  ])('%j gives the spec messages', (input, expected) => {
    expect(messages(profileSchema.safeParse(input))).toEqual(expected);
  });
});

describe('isAllowedBirthday', () => {
  const today = new Date(Date.UTC(2026, 5, 15));
  it('allows 10 to 90 years ago, inclusive, and only real dates', () => {
    expect(isAllowedBirthday('2016-06-15', today)).toBe(true);
    expect(isAllowedBirthday('2016-06-16', today)).toBe(false);
    expect(isAllowedBirthday('1936-06-15', today)).toBe(true);
    expect(isAllowedBirthday('1936-06-14', today)).toBe(false);
    expect(isAllowedBirthday('1990-02-30', today)).toBe(false);
    expect(isAllowedBirthday('1990-2-3', today)).toBe(false);
  });
});
