import {
  NEWSLETTER,
  type NewsletterSearchResult,
  type NewsletterSubscribeResponse,
  type NewsletterUnsubscribeResponse,
  type newsletterIssueCreateSchema,
  type newsletterIssuePatchSchema,
  newsletterSubscribeSchema,
  newsletterUnsubscribeSchema,
  searchText,
} from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.ts';
import { writeUniqueField } from '../../http/unique-fields.ts';
import { parseOrThrow } from '../../http/violations.ts';
import { hitKeyLimit, type KeyLimit } from '../../security/key-limiter.ts';
import { createSecretToken, hashSecretToken } from '../auth/secret-tokens.ts';
import { claimSlug, freeSlug, slugify } from '../content/content-slug.ts';
import { assertWebAddresses } from '../content/web-address.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { sanitizeRichText } from '../rich-text/rich-text.ts';
import { confirmSubscriptionTemplate } from './newsletter.mail.tsx';
import { presentNewsletterItem } from './newsletter.presenter.ts';
import {
  confirmSubscriberByToken,
  findIssue,
  findSubscriber,
  findSubscriberByEmail,
  type IssueRow,
  insertIssue,
  isIssueSlugTaken,
  listIssues,
  NEWSLETTER_ISSUE_SLUG,
  type NewIssueRow,
  type SubscriberRow,
  unsubscribeSubscriber,
  updateIssue,
  upsertPendingSubscriber,
} from './newsletter.repository.ts';
import { verifyNewsletterUnsubscribe } from './unsubscribe-link.ts';

/** How long a confirmation link works. */
export const CONFIRMATION_DAYS = 7;

/** Per email: a few confirmation emails an hour, so the form cannot flood someone's inbox. */
const confirmationLimit: KeyLimit = { name: 'newsletter-confirmation', max: 3, windowMs: 60 * 60 * 1000 };

/**
 * Subscribe (content 3, 4, 7; product decisions: double opt-in): a confirmed address answers
 * `subscriber_exist`; any other (new, pending, unsubscribed) gets a fresh confirmation link and
 * stays pending until it is followed.
 */
export async function subscribe(app: FastifyInstance, body: unknown): Promise<NewsletterSubscribeResponse> {
  const { email } = parseOrThrow(newsletterSubscribeSchema, body);
  const existing = await findSubscriberByEmail(app.db, email);
  if (existing?.status === 'confirmed') return { success: false, subscriber_exist: true };
  await hitKeyLimit(app.db, confirmationLimit, email.toLowerCase());
  const { token, hash } = createSecretToken();
  await app.db.transaction(async (tx) => {
    const subscriber = await upsertPendingSubscriber(tx, existing?.email ?? email, hash);
    await enqueueMail(tx, {
      to: subscriber.email,
      subject: 'Please confirm your Good Food Jobs newsletter subscription',
      template: confirmSubscriptionTemplate,
      props: { url: `${app.config.publicUrl}/newsletter/confirm?token=${token}` },
    });
  });
  return { success: true, subscriber_exist: false };
}

/** Follows the emailed link: the pending subscriber becomes confirmed (single use, 7 days). */
export async function confirmSubscription(
  db: DbExecutor,
  token: unknown,
): Promise<SubscriberRow | undefined> {
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const since = new Date(Date.now() - CONFIRMATION_DAYS * 24 * 60 * 60 * 1000);
  return confirmSubscriberByToken(db, hashSecretToken(token), since);
}

/**
 * Unsubscribe form (content 4, 5, 7): email twice; an address on the list (confirmed or pending)
 * leaves it, anything else answers `subscriber_not_exist`.
 */
export async function unsubscribeByForm(
  db: DbExecutor,
  body: unknown,
): Promise<NewsletterUnsubscribeResponse> {
  const { email } = parseOrThrow(newsletterUnsubscribeSchema, body);
  const existing = await findSubscriberByEmail(db, email);
  if (!existing || existing.status === 'unsubscribed') return { success: false, subscriber_not_exist: true };
  await unsubscribeSubscriber(db, existing.id);
  return { success: true, subscriber_not_exist: false };
}

/** The emailed one-click link (List-Unsubscribe): the signed subscriber id. */
export async function unsubscribeByLink(
  app: FastifyInstance,
  token: unknown,
): Promise<SubscriberRow | undefined> {
  const id = verifyNewsletterUnsubscribe(app.config.jwtSecret, token);
  if (id === undefined) return undefined;
  const subscriber = await findSubscriber(app.db, id);
  if (!subscriber) return undefined;
  return (await unsubscribeSubscriber(app.db, id)) ?? subscriber;
}

function describeResults(count: number, keywords: string | undefined, guestOnly: boolean): string {
  const noun = guestOnly
    ? count === 1
      ? 'guest post'
      : 'guest posts'
    : count === 1
      ? 'newsletter'
      : 'newsletters';
  return keywords ? `${count} ${noun} for “${keywords}”` : `${count} ${noun}`;
}

/** The archive's search (content 2, 3, 7): published issues, newest first, 12 a page. */
export async function searchArchive(
  db: DbExecutor,
  query: { keywords?: string; guestOnly: boolean; page: number; pageSize: number },
): Promise<NewsletterSearchResult> {
  // Read as the job search reads its words: a control or direction character is a space (one
  // echoed in the count moved the closing quote before the words).
  const keywords =
    searchText(query.keywords ?? '')
      .trim()
      .slice(0, 100) || undefined;
  const { rows, total } = await listIssues(
    db,
    { statuses: ['published'], ...(keywords ? { keywords } : {}), guestOnly: query.guestOnly },
    query.pageSize,
    (query.page - 1) * query.pageSize,
  );
  return {
    count: total,
    page: query.page,
    items: rows.map(presentNewsletterItem),
    has_more_items: query.page * query.pageSize < total,
    search_results_display_text: describeResults(total, keywords, query.guestOnly),
  };
}

export const ARCHIVE_PAGING = { defaultPageSize: NEWSLETTER.pageSize, maxPageSize: NEWSLETTER.maxPageSize };

type IssueInput = z.output<typeof newsletterIssuePatchSchema>;

function toIssueColumns(input: IssueInput): Partial<NewIssueRow> {
  assertWebAddresses({ img_link: input.img_link });
  return {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.content !== undefined ? { content: sanitizeRichText(input.content, 'content') } : {}),
    ...(input.guest_post !== undefined ? { guestPost: input.guest_post } : {}),
    ...(input.img_link !== undefined ? { imgLink: input.img_link } : {}),
  };
}

/** Staff write an issue as a draft; publishing is its own step (newsletter-sending.ts). */
export async function createIssue(
  db: DbExecutor,
  input: z.output<typeof newsletterIssueCreateSchema>,
): Promise<IssueRow> {
  const isTaken = (s: string) => isIssueSlugTaken(db, s);
  const slug = input.slug
    ? await claimSlug(input.slug, 'newsletter', isTaken)
    : await freeSlug(slugify(input.title, 'newsletter'), isTaken);
  const columns = toIssueColumns(input);
  return writeUniqueField(db, NEWSLETTER_ISSUE_SLUG, undefined, undefined, () =>
    insertIssue(db, {
      ...columns,
      title: input.title,
      content: columns.content ?? '',
      slug,
      status: 'draft',
    }),
  );
}

export async function patchIssue(
  db: DbExecutor,
  id: number,
  patch: IssueInput,
): Promise<IssueRow | undefined> {
  if (!(await findIssue(db, id))) return undefined;
  const columns = toIssueColumns(patch);
  if (patch.slug)
    columns.slug = await claimSlug(patch.slug, 'newsletter', (s) => isIssueSlugTaken(db, s, id));
  return writeUniqueField(db, NEWSLETTER_ISSUE_SLUG, undefined, id, () => updateIssue(db, id, columns));
}
