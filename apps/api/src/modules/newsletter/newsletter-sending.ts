import { NEWSLETTER } from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../../db/client.ts';
import { ConflictError } from '../../http/errors.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { htmlToText } from '../rich-text/rich-text.ts';
import { newsletterIssueTemplate } from './newsletter.mail.tsx';
import { issuePath } from './newsletter.presenter.ts';
import {
  claimRecipients,
  findIssue,
  hasUnservedRecipients,
  type IssueRow,
  listUnfinishedSends,
  type Recipient,
  setDeliveryMail,
  updateIssue,
} from './newsletter.repository.ts';
import { signNewsletterUnsubscribe } from './unsubscribe-link.ts';

export type SendContext = Pick<FastifyInstance, 'db' | 'config'> & Partial<Pick<FastifyInstance, 'log'>>;

export interface SendOptions {
  batchSize?: number;
  /** Stop after this many batches (the rest is left for the schedule). */
  maxBatches?: number;
  /**
   * Runs inside each batch's transaction once its emails are queued, before the commit. Tests
   * throw here to simulate a crash mid-batch.
   */
  beforeCommit?: (recipients: Recipient[]) => Promise<void>;
}

export interface SendResult {
  queued: number;
  finished: boolean;
}

async function queueIssueMail(ctx: SendContext, tx: DbExecutor, issue: IssueRow, recipient: Recipient) {
  const base = ctx.config.publicUrl;
  const token = signNewsletterUnsubscribe(ctx.config.jwtSecret, recipient.id);
  const oneClick = `${base}/api/newsletter/unsubscribe-link?token=${token}`;
  return enqueueMail(tx, {
    to: recipient.email,
    subject: issue.title,
    template: newsletterIssueTemplate,
    props: {
      title: issue.title,
      contentHtml: issue.content,
      contentText: htmlToText(issue.content),
      issueUrl: `${base}${issuePath(issue.slug)}`,
      archiveUrl: `${base}/newsletter`,
      unsubscribeUrl: `${base}/newsletter/unsubscribe?token=${token}`,
    },
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}

/**
 * Sends a published issue to its confirmed subscribers in batches through the mail outbox. Each
 * batch claims its recipients (delivery rows, unique per issue and subscriber) and queues their
 * emails in one transaction: a crash loses a whole batch or nothing, and a resumed or concurrent
 * run skips everyone already served. Safe to call again at any time.
 */
export async function sendIssueBatches(
  ctx: SendContext,
  issueId: number,
  options: SendOptions = {},
): Promise<SendResult> {
  const batchSize = options.batchSize ?? NEWSLETTER.sendBatchSize;
  const issue = await findIssue(ctx.db, issueId);
  if (issue?.status !== 'published' || !issue.sendingStartedAt) return { queued: 0, finished: false };
  if (issue.sentAt) return { queued: 0, finished: true };
  const startedAt = issue.sendingStartedAt;
  let queued = 0;
  for (let batch = 0; options.maxBatches === undefined || batch < options.maxBatches; batch++) {
    const count = await ctx.db.transaction(async (tx) => {
      const recipients = await claimRecipients(tx, issue.id, startedAt, batchSize);
      for (const recipient of recipients) {
        const mailId = await queueIssueMail(ctx, tx, issue, recipient);
        await setDeliveryMail(tx, issue.id, recipient.id, mailId);
      }
      await options.beforeCommit?.(recipients);
      return recipients.length;
    });
    if (count === 0) {
      // An empty claim may only mean another sender took the same rows at the same moment: look
      // again (a new statement sees their commit) before calling the issue sent.
      if (await hasUnservedRecipients(ctx.db, issue.id, startedAt)) continue;
      await updateIssue(ctx.db, issue.id, { sentAt: new Date() });
      return { queued, finished: true };
    }
    queued += count;
  }
  return { queued, finished: false };
}

/**
 * Publishes an issue (content 2; product decisions: newsletter): it joins the archive dated now
 * and its sending starts. Publishing again after unpublishing shows it again but never resends.
 */
export async function publishIssue(ctx: SendContext, id: number): Promise<IssueRow | undefined> {
  const issue = await findIssue(ctx.db, id);
  if (!issue) return undefined;
  if (issue.status === 'published') throw new ConflictError('This issue is already published.');
  const now = new Date();
  return updateIssue(ctx.db, id, {
    status: 'published',
    dateAdded: issue.dateAdded ?? now,
    sendingStartedAt: issue.sendingStartedAt ?? now,
  });
}

export async function unpublishIssue(ctx: SendContext, id: number): Promise<IssueRow | undefined> {
  if (!(await findIssue(ctx.db, id))) return undefined;
  return updateIssue(ctx.db, id, { status: 'draft' });
}

/** The schedule's work: finish every send a crash or a restart interrupted. */
export async function resumeNewsletterSending(ctx: SendContext, options: SendOptions = {}): Promise<number> {
  let queued = 0;
  for (const issue of await listUnfinishedSends(ctx.db)) {
    try {
      queued += (await sendIssueBatches(ctx, issue.id, options)).queued;
    } catch (error) {
      // One failing issue must not stop the others; the next run tries it again.
      ctx.log?.error({ err: error, issueId: issue.id }, 'newsletter sending failed');
    }
  }
  return queued;
}
