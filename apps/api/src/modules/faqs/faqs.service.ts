import {
  type faqCategoryCreateSchema,
  type faqCategoryPatchSchema,
  type faqCreateSchema,
  type faqPatchSchema,
  refundRequestFormSchema,
} from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.ts';
import { ConflictError } from '../../http/errors.ts';
import { invalidIriError, parseIri, tryParseIri } from '../../http/iri.ts';
import { writeUniqueField } from '../../http/unique-fields.ts';
import { parseOrThrow } from '../../http/violations.ts';
import { hitKeyLimit, type KeyLimit } from '../../security/key-limiter.ts';
import { notifyStaff } from '../content/notify-staff.ts';
import { chooseSortOrder } from '../content/sort-order.ts';
import { sanitizeRichText } from '../rich-text/rich-text.ts';
import { presentRefundRequest } from './faqs.presenter.ts';
import {
  countFaqsInCategory,
  deleteFaq,
  deleteFaqCategory,
  FAQ_CATEGORY_NAME,
  type FaqRow,
  findFaq,
  findFaqCategory,
  insertFaq,
  insertFaqCategory,
  insertRefundRequest,
  type NewFaqRow,
  nextFaqCategoryOrder,
  nextFaqOrder,
  type RefundRequestRow,
  updateFaq,
  updateFaqCategory,
} from './faqs.repository.ts';

async function resolveCategory(db: DbExecutor, reference: unknown): Promise<number> {
  const id = parseIri(reference, 'faq-categories');
  if (!(await findFaqCategory(db, id))) throw invalidIriError(reference);
  return id;
}

type FaqInput = z.output<typeof faqPatchSchema>;

/**
 * The columns a create (no `current`) or a change writes. An empty order (null, or absent on
 * create) is the next place after the others, never 0 (which put the question first; decision 058).
 */
async function toFaqColumns(db: DbExecutor, input: FaqInput, current?: FaqRow): Promise<Partial<NewFaqRow>> {
  const columns: Partial<NewFaqRow> = {
    ...(input.question !== undefined ? { question: input.question } : {}),
    ...(input.answer !== undefined ? { answer: sanitizeRichText(input.answer, 'content') } : {}),
    ...(input.category !== undefined ? { categoryId: await resolveCategory(db, input.category) } : {}),
    ...(input.refund_form !== undefined ? { refundForm: input.refund_form } : {}),
    ...(input.special_question !== undefined ? { specialQuestion: input.special_question } : {}),
    ...(input.show_in_pricing_page !== undefined ? { showInPricingPage: input.show_in_pricing_page } : {}),
  };
  const categoryId = columns.categoryId ?? current?.categoryId;
  if (categoryId !== undefined) {
    const sortOrder = await chooseSortOrder(input.sort_order, !current, () =>
      nextFaqOrder(db, { categoryId }, current?.id),
    );
    if (sortOrder !== undefined) columns.sortOrder = sortOrder;
  }
  const pricingOrder = await chooseSortOrder(input.sort_order_in_pricing_page, !current, () =>
    nextFaqOrder(db, 'pricing', current?.id),
  );
  if (pricingOrder !== undefined) columns.sortOrderInPricingPage = pricingOrder;
  return columns;
}

export async function createFaq(db: DbExecutor, input: z.output<typeof faqCreateSchema>): Promise<FaqRow> {
  const columns = await toFaqColumns(db, input);
  return insertFaq(db, { ...columns, question: input.question, answer: columns.answer ?? '' } as NewFaqRow);
}

export async function patchFaq(db: DbExecutor, id: number, patch: FaqInput): Promise<FaqRow | undefined> {
  const current = await findFaq(db, id);
  if (!current) return undefined;
  return updateFaq(db, id, await toFaqColumns(db, patch, current));
}

export const removeFaq = deleteFaq;

/** An empty order (null, or absent on create) puts the category's tab after the others. */
export async function createFaqCategory(db: DbExecutor, input: z.output<typeof faqCategoryCreateSchema>) {
  const sortOrder = await chooseSortOrder(input.sort_order, true, () => nextFaqCategoryOrder(db));
  return writeUniqueField(db, FAQ_CATEGORY_NAME, input.name, undefined, () =>
    insertFaqCategory(db, { name: input.name, url: input.url, sortOrder }),
  );
}

export async function patchFaqCategory(
  db: DbExecutor,
  id: number,
  patch: z.output<typeof faqCategoryPatchSchema>,
) {
  const sortOrder = await chooseSortOrder(patch.sort_order, false, () => nextFaqCategoryOrder(db, id));
  return writeUniqueField(db, FAQ_CATEGORY_NAME, patch.name, id, () =>
    updateFaqCategory(db, id, {
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.url !== undefined ? { url: patch.url } : {}),
      ...(sortOrder !== undefined ? { sortOrder } : {}),
    }),
  );
}

/** A category still holding questions cannot go (409): its questions would have no tab. */
export async function removeFaqCategory(db: DbExecutor, id: number): Promise<boolean> {
  if ((await countFaqsInCategory(db, id)) > 0) throw new ConflictError('This category still has questions.');
  return deleteFaqCategory(db, id);
}

/** Per email: a few refund requests an hour (the per-IP limit is on the route). */
const refundLimit: KeyLimit = { name: 'refund-request', max: 3, windowMs: 60 * 60 * 1000 };

/**
 * The FAQ's refund form (content 2, 5, 7): checked with the spec's rules, stored for the back
 * office and emailed to the staff mailbox (Reply-To the visitor), in one transaction.
 */
export async function submitRefundRequest(
  app: FastifyInstance,
  body: unknown,
  userId: number | null,
): Promise<RefundRequestRow> {
  const input = parseOrThrow(refundRequestFormSchema, body);
  await hitKeyLimit(app.db, refundLimit, input.email.toLowerCase());
  const faqReference = (body as Record<string, unknown> | undefined)?.faq;
  const faqId = tryParseIri(faqReference, 'faqs');
  const faq = faqId === undefined ? undefined : await findFaq(app.db, faqId);
  return app.db.transaction(async (tx) => {
    const row = await insertRefundRequest(tx, {
      name: input.name,
      email: input.email,
      message: input.message,
      faqId: faq?.id ?? null,
      userId,
    });
    const fields: Array<[string, string]> = [
      ['Name', input.name],
      ['Email', input.email],
    ];
    if (faq) fields.push(['Question', faq.question]);
    await notifyStaff(tx, app.config, {
      subject: `Refund request from ${input.name}`,
      heading: 'A refund request',
      fields,
      message: input.message,
      replyTo: input.email,
      iri: presentRefundRequest(row)['@id'],
    });
    return row;
  });
}
