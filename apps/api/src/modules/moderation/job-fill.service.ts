import { MODERATION_MESSAGES } from '@gfj/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BadRequestError, ConflictError } from '../../http/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { hashSecretToken } from '../auth/secret-tokens.ts';
import { lockJobById, updateJob } from '../jobs/jobs.repository.ts';
import type { JobRow } from '../jobs/jobs.table.ts';
import { jobExpiryReminders } from './expiry-reminders.table.ts';

/**
 * The reminder's one-click "mark as filled" link, confirmed on its page (so a mail scanner
 * opening the link changes nothing): single use, and only while the listing is approved.
 */
export async function markFilledByLink(app: FastifyInstance, token: string): Promise<JobRow> {
  return app.db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(jobExpiryReminders)
      .where(eq(jobExpiryReminders.tokenHash, hashSecretToken(token)))
      .for('update');
    if (!link) throw new BadRequestError(MODERATION_MESSAGES.fillLinkInvalid);
    if (link.usedAt) throw new ConflictError(MODERATION_MESSAGES.fillLinkUsed);
    const job = await lockJobById(tx, link.jobId);
    if (!job || job.status !== 'approved') throw new ConflictError(MODERATION_MESSAGES.fillLinkNotOpen);
    await tx
      .update(jobExpiryReminders)
      .set({ usedAt: new Date() })
      .where(and(eq(jobExpiryReminders.tokenHash, link.tokenHash), isNull(jobExpiryReminders.usedAt)));
    const row = await updateJob(tx, job.id, { status: 'filled' });
    await recordAudit(tx, {
      actorId: job.ownerId,
      action: 'job.fill_by_link',
      entityType: 'Job',
      entityId: job.id,
      before: { status: job.status },
      after: { status: row.status },
    });
    return row;
  });
}
