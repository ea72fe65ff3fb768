import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id (a const enum the compiler settings cannot import).
const ARGON2ID = 2;

/** argon2id (product decisions: Accounts), with the library's recommended costs. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

// Verified against when the email is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
