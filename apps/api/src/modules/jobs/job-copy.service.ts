import { POSTING_FLOW_MESSAGES } from '@gfj/contracts';
import { siteDay } from '@gfj/contracts/site-time';
import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../../db/client.ts';
import { ConflictError } from '../../http/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { findMediaObjects } from '../media-objects/media-objects.repository.ts';
import { adjustUserCounter } from '../user-counters/user-counters.repository.ts';
import { draftStateToColumns, rowToDraftState } from './job-draft.ts';
import { authorizeJob, authorizeJobCreation, type JobActor } from './jobs.policy.ts';
import { findJobById, insertJob } from './jobs.repository.ts';
import type { JobAttachment, JobRow } from './jobs.table.ts';
import { attachmentOf, placeColumns } from './posting.service.ts';

/**
 * The source's attachments that are still its poster's uploads: the copy belongs to the same
 * poster, who may attach their own uploads to any of their listings, so sharing the reference
 * shows the file to no one new (decision 061).
 */
async function sharedAttachments(db: DbExecutor, job: JobRow): Promise<JobAttachment[]> {
  const ids = job.attachments.flatMap((a) => (a.mediaObjectId === undefined ? [] : [a.mediaObjectId]));
  if (ids.length === 0) return [];
  const rows = new Map((await findMediaObjects(db, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = rows.get(id);
    return row && row.ownerId === job.ownerId ? [attachmentOf(row)] : [];
  });
}

/**
 * POST /api/jobs/{id}/copy, "Post again" (decision 061): a new draft of the listing's poster with
 * every field of the posting form, and none of the listing's history (status, dates, views,
 * payment, package credit, moderation reason, highlight, company page link). Its columns are made
 * as a new draft's are (slug, compensation ids, geocoding); a deadline already past is left out,
 * since submission refuses it. The owner, or staff (audited); anyone else 404; a draft or a
 * listing in review 409.
 */
export async function copyJob(
  app: FastifyInstance,
  actor: JobActor & { userId: number },
  id: number,
  now: Date = new Date(),
): Promise<JobRow> {
  authorizeJobCreation(actor);
  const source = await findJobById(app.db, id);
  authorizeJob(actor, 'copy', source);
  const job = source as JobRow;
  const ownerId = job.ownerId;
  if (ownerId === null) throw new ConflictError(POSTING_FLOW_MESSAGES.noPosterToCopyFor);
  const state = rowToDraftState(job);
  if (state.deadline && state.deadline < siteDay(now)) state.deadline = null;
  const columns = draftStateToColumns(state, await sharedAttachments(app.db, job));
  const place = await placeColumns(app, columns);
  return app.db.transaction(async (tx) => {
    const row = await insertJob(tx, { ...columns, ...place, ownerId, status: 'draft' });
    await adjustUserCounter(tx, ownerId, 'jobsCount', 1);
    if (actor.isStaff) {
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'job.copy',
        entityType: 'Job',
        entityId: row.id,
        before: null,
        after: { copied_from: job.id, owner: ownerId, status: row.status },
      });
    }
    return row;
  });
}
