import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file, inside DATA_DIR, that keeps a local install's signing secret. */
export const INSTALL_SECRET_FILE = 'jwt-secret';

/** Owner read/write only: the secret signs staff tokens. */
const OWNER_ONLY = 0o600;

/** A fresh random secret: 48 bytes, base64url (64 characters). */
export function createRandomSecret(): string {
  return randomBytes(48).toString('base64url');
}

/**
 * The install's own signing secret, made on first use and kept in `dataDir` (decision 018): local
 * mode has no JWT_SECRET, and a secret written in the code would let anyone forge a staff token.
 * Created with `wx`, so two processes starting at once end up with the one that was written first.
 */
export function readOrCreateInstallSecret(dataDir: string): string {
  const file = path.join(dataDir, INSTALL_SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${createRandomSecret()}\n`, { mode: OWNER_ONLY, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // A copy restored with looser permissions is tightened again.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, OWNER_ONLY);
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) {
    throw new Error(`${file} holds no usable secret (32+ characters); delete it to have a new one made.`);
  }
  return secret;
}
