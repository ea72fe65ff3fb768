import {
  ACCOUNT_MESSAGES,
  changePasswordSchema,
  type IdentifyAs,
  profileSchema,
  type Registration,
  type UserPatch,
} from '@gfj/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DbExecutor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-values.ts';
import { ValidationError } from '../../http/errors.ts';
import { parseOrThrow } from '../../http/violations.ts';
import { sendConfirmationLink } from '../auth/account-tokens.service.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { currentFamilyId, signOutEverywhere } from '../auth/session.service.ts';
import { createUserCounter } from '../user-counters/user-counters.repository.ts';
import {
  findUserByEmail,
  insertUser,
  isUsernameTaken,
  resolvePlace,
  type UserRow,
  updateUser,
} from './users.repository.ts';

/** Username from the email's local part: lower case, safe characters, made unique with a number. */
export async function deriveUsername(db: DbExecutor, email: string): Promise<string> {
  const local = email.split('@')[0] ?? '';
  const base =
    local
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, '')
      .slice(0, 40) || 'user';
  if (!(await isUsernameTaken(db, base))) return base;
  for (let n = 2; n < 50; n++) {
    const candidate = `${base}${n}`;
    if (!(await isUsernameTaken(db, candidate))) return candidate;
  }
  return `${base}${Date.now().toString(36)}`;
}

const emailTaken = () => ValidationError.of('email', ACCOUNT_MESSAGES.emailTaken);

/**
 * Creates the account, its counters, the confirmation token and the confirmation email in one
 * transaction, so a crash cannot leave an account without its email or the reverse.
 */
export async function registerUser(app: FastifyInstance, input: Registration): Promise<UserRow> {
  const email = input.email.trim();
  if (await findUserByEmail(app.db, email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    return await app.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email,
        username: await deriveUsername(tx, email),
        passwordHash,
        // The registration schema let through only REGISTER_IDENTIFY_AS.
        identifyAs: input.identify_as as IdentifyAs,
      });
      await createUserCounter(tx, user.id);
      await sendConfirmationLink(app, tx, user);
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error) && (await findUserByEmail(app.db, email))) throw emailTaken();
    throw error;
  }
}

const PASSWORD_KEYS = ['current_password', 'password', 'password_confirm'] as const;
const PROFILE_KEYS = ['country', 'state', 'city', 'gender', 'ethnicity', 'birthday'] as const;

/**
 * PATCH /api/users/{id}: a password change (current password required) and/or a profile update.
 * The profile is validated as merged with the stored values (merge-patch semantics).
 */
export async function updateAccount(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRow,
  patch: UserPatch,
): Promise<UserRow> {
  const changes: Partial<UserRow> = {};
  const wantsPassword = PASSWORD_KEYS.some((k) => k in patch);
  const wantsProfile = PROFILE_KEYS.some((k) => k in patch);
  if (wantsPassword) {
    const input = parseOrThrow(changePasswordSchema, {
      current_password: patch.current_password ?? '',
      password: patch.password ?? '',
      password_confirm: patch.password_confirm ?? '',
    });
    if (!(await verifyPassword(user.passwordHash, input.current_password))) {
      throw ValidationError.of('current_password', ACCOUNT_MESSAGES.currentPasswordWrong);
    }
    changes.passwordHash = await hashPassword(input.password);
  }
  if (wantsProfile) {
    const merged = {
      country: user.country,
      state: user.state,
      city: user.city,
      gender: user.gender,
      ethnicity: user.ethnicity,
      birthday: user.birthday,
      ...Object.fromEntries(PROFILE_KEYS.filter((k) => k in patch).map((k) => [k, patch[k]])),
    };
    // Codes ("US", "OR") and names are the same place; the names are what is kept and shown.
    const place = await resolvePlace(app.db, merged.country, merged.state);
    const profile = parseOrThrow(profileSchema, {
      ...merged,
      country: place.country ?? merged.country,
      state: place.state === undefined ? merged.state : place.state,
    });
    const placeViolations = [
      ...(place.country ? [] : [{ propertyPath: 'country', message: ACCOUNT_MESSAGES.invalidSelection }]),
      ...(place.country && place.state === undefined
        ? [{ propertyPath: 'state', message: ACCOUNT_MESSAGES.invalidSelection }]
        : []),
    ];
    if (placeViolations.length > 0) throw new ValidationError(placeViolations);
    changes.country = profile.country;
    changes.state = profile.state ?? null;
    changes.city = profile.city ?? null;
    changes.gender = profile.gender ?? null;
    changes.ethnicity = profile.ethnicity ?? null;
    changes.birthday = profile.birthday ?? null;
  }
  if (Object.keys(changes).length === 0) return user;
  const keepFamily = wantsPassword ? await currentFamilyId(app, request) : undefined;
  return app.db.transaction(async (tx) => {
    const updated = await updateUser(tx, user.id, changes);
    if (!updated) throw new Error('user vanished during update');
    // A new password signs out every other session, and ends every access token at once (this
    // session's too: it renews with its refresh token).
    if (wantsPassword) await signOutEverywhere(tx, user.id, keepFamily);
    return updated;
  });
}
