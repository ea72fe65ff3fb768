import { MODERATION_MESSAGES, type UserPatch } from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import { ForbiddenError, ValidationError } from '../../http/errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { SignedInViewer } from '../auth/auth.plugin.ts';
import { revokeUserFamilies } from '../auth/auth.repository.ts';
import { bumpTokenVersion, type UserRow, updateUser } from './users.repository.ts';

/** The fields of PATCH /api/users/{id} that only staff may send (the back office). */
export const STAFF_USER_KEYS = ['role', 'is_confirmed', 'is_blocked', 'is_trusted'] as const;

export function hasStaffUserKeys(patch: UserPatch): boolean {
  return STAFF_USER_KEYS.some((k) => k in patch);
}

function snapshot(row: UserRow): Record<string, unknown> {
  return {
    role: row.role,
    is_confirmed: row.isConfirmed,
    is_blocked: row.blockedAt !== null,
    is_trusted: row.isTrusted,
  };
}

/**
 * Staff changes to a user: role, confirmation, trusted poster, block / unblock. Blocking ends the
 * user's sessions at once: their refresh tokens are revoked and the token version moves, so the
 * access tokens signed so far stop working (decision 018). Each change is in the audit log.
 */
export async function applyStaffUserChanges(
  app: FastifyInstance,
  viewer: SignedInViewer,
  user: UserRow,
  patch: UserPatch,
): Promise<UserRow> {
  if (!viewer.isStaff) throw new ForbiddenError(MODERATION_MESSAGES.staffOnly);
  if (user.id === viewer.userId && ('role' in patch || patch.is_blocked === true)) {
    throw ValidationError.of('role' in patch ? 'role' : 'is_blocked', MODERATION_MESSAGES.cannotChangeSelf);
  }
  const changes: Partial<UserRow> = {};
  if (patch.role !== undefined) changes.role = patch.role;
  if (patch.is_confirmed === true && !user.isConfirmed) {
    changes.isConfirmed = true;
    changes.confirmedAt = new Date();
  }
  if (patch.is_trusted !== undefined) changes.isTrusted = patch.is_trusted;
  const blocking = patch.is_blocked === true && user.blockedAt === null;
  if (blocking) changes.blockedAt = new Date();
  if (patch.is_blocked === false) changes.blockedAt = null;
  return app.db.transaction(async (tx) => {
    const row = (await updateUser(tx, user.id, changes)) ?? user;
    if (blocking) {
      await revokeUserFamilies(tx, user.id);
      await bumpTokenVersion(tx, user.id);
    }
    const before = snapshot(user);
    const after = snapshot(row);
    for (const key of Object.keys(after)) {
      if (before[key] === after[key]) continue;
      const action =
        key === 'is_blocked'
          ? after[key]
            ? 'user.block'
            : 'user.unblock'
          : key === 'is_trusted'
            ? after[key]
              ? 'user.trust'
              : 'user.untrust'
            : key === 'is_confirmed'
              ? 'user.confirm'
              : 'user.role';
      await recordAudit(tx, {
        actorId: viewer.userId,
        action,
        entityType: 'User',
        entityId: user.id,
        before: { [key]: before[key] },
        after: { [key]: after[key] },
      });
    }
    return row;
  });
}
