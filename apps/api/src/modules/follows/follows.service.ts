import { PUBLIC_STATUSES, SEEKER_MESSAGES } from '@gfj/contracts';
import type { Db } from '../../db/client.ts';
import { NotFoundError, ValidationError } from '../../http/errors.ts';
import { invalidIriError, parseIri } from '../../http/iri.ts';
import type { SignedInViewer } from '../auth/auth.plugin.ts';
import { findJobById } from '../jobs/jobs.repository.ts';
import { adjustUserCounter } from '../user-counters/user-counters.repository.ts';
import {
  deleteFollow,
  type FollowWithJob,
  findFollow,
  findFollowedJobIds,
  findFollowOf,
  insertFollow,
} from './follows.repository.ts';

/**
 * Follows a job for the caller. `user` must be the caller's own IRI (or absent); the job must be
 * publicly visible. Following twice answers the existing row (`created: false`), so a repeated
 * toggle from two tabs is harmless.
 */
export async function followJob(
  db: Db,
  viewer: SignedInViewer,
  input: { user?: string | number; job: string | number },
): Promise<{ follow: FollowWithJob; created: boolean }> {
  if (input.user !== undefined && parseIri(input.user, 'users') !== viewer.userId) {
    throw ValidationError.of('user', SEEKER_MESSAGES.followOwnOnly);
  }
  const jobId = parseIri(input.job, 'jobs');
  const job = await findJobById(db, jobId);
  if (!job || !(PUBLIC_STATUSES as readonly string[]).includes(job.status)) throw invalidIriError(input.job);
  const id = await db.transaction(async (tx) => {
    const inserted = await insertFollow(tx, viewer.userId, jobId);
    if (inserted) {
      await adjustUserCounter(tx, viewer.userId, 'jobsFollowCount', 1);
      return { id: inserted.id, created: true };
    }
    const existing = await findFollowOf(tx, viewer.userId, jobId);
    if (!existing) throw new Error('follow vanished during insert');
    return { id: existing.id, created: false };
  });
  const follow = await findFollow(db, id.id);
  if (!follow) throw new NotFoundError();
  return { follow, created: id.created };
}

/** The caller's follow by id; anyone else's is a 404. */
export async function getOwnFollow(db: Db, viewer: SignedInViewer, id: number): Promise<FollowWithJob> {
  const follow = await findFollow(db, id);
  if (!follow || follow.follow.userId !== viewer.userId) throw new NotFoundError();
  return follow;
}

export async function unfollowJob(db: Db, viewer: SignedInViewer, id: number): Promise<void> {
  const deleted = await db.transaction(async (tx) => {
    const ok = await deleteFollow(tx, id, viewer.userId);
    if (ok) await adjustUserCounter(tx, viewer.userId, 'jobsFollowCount', -1);
    return ok;
  });
  if (!deleted) throw new NotFoundError();
}

/** Which of these jobs the signed-in viewer follows (current_user_is_follower), in one query. */
export async function followedAmong(
  db: Db,
  userId: number | null,
  rows: ReadonlyArray<{ id: number }>,
): Promise<Set<number>> {
  if (userId === null) return new Set();
  return findFollowedJobIds(
    db,
    userId,
    rows.map((r) => r.id),
  );
}
