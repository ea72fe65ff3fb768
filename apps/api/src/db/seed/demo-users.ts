import { DEFAULT_COUNTRY } from '@gfj/contracts';
import { US_STATES } from '@gfj/contracts/us-states';
import { hashPassword as hashWithArgon2id } from '../../modules/auth/passwords.ts';
import type { users } from '../../modules/users/users.table.ts';

type NewUserRow = typeof users.$inferInsert;

/** Sign-in details for the demo accounts (printed in the README). */
export const DEMO_PASSWORD = 'good-food-demo';
export const DEMO_STAFF = { email: 'staff@goodfoodjobs.local', password: DEMO_PASSWORD } as const;

export const DEMO_POSTER = { email: 'maria@goodfoodjobs.local', password: DEMO_PASSWORD } as const;
export const DEMO_SEEKER = { email: 'june@goodfoodjobs.local', password: DEMO_PASSWORD } as const;

// Usernames follow the accounts module's rule (the email's local part).
const PEOPLE = [
  ['staff', 'staff@goodfoodjobs.local', 'staff', 'neither', 'Burlington', 'VT'],
  ['maria', 'maria@goodfoodjobs.local', 'user', 'job poster', 'Petaluma', 'CA'],
  ['dev', 'dev@goodfoodjobs.local', 'user', 'job poster', 'Madison', 'WI'],
  ['grace', 'grace@goodfoodjobs.local', 'user', 'both', 'Durham', 'NC'],
  ['sam', 'sam@goodfoodjobs.local', 'user', 'job poster', 'Boulder', 'CO'],
  ['lena', 'lena@goodfoodjobs.local', 'user', 'job poster', 'Ithaca', 'NY'],
  ['tomas', 'tomas@goodfoodjobs.local', 'user', 'job poster', 'Austin', 'TX'],
  ['june', 'june@goodfoodjobs.local', 'user', 'job seeker', 'Portland', 'OR'],
] as const;

/** Demo users: one staff account, six posters and a job seeker, all confirmed, one password. */
export async function buildDemoUsers(
  now: Date,
  hashPassword: (password: string) => Promise<string> = hashWithArgon2id,
): Promise<NewUserRow[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return PEOPLE.map(([username, email, role, identifyAs, city, state]) => ({
    username,
    email,
    passwordHash,
    role,
    identifyAs,
    // Stored as the profile form names them (the lookup lists' names), not as codes.
    country: DEFAULT_COUNTRY.name,
    state: US_STATES.find((s) => s.code === state)?.name ?? state,
    city,
    isConfirmed: true,
    confirmedAt: new Date(now.getTime() - 60 * 24 * 60 * 60 * 1000),
    createdAt: new Date(now.getTime() - 60 * 24 * 60 * 60 * 1000),
  }));
}
