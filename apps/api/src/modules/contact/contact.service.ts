import { CONTACT_CATEGORIES, contactFormSchema } from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import { parseOrThrow } from '../../http/violations.ts';
import { hitKeyLimit, type KeyLimit } from '../../security/key-limiter.ts';
import { notifyStaff } from '../content/notify-staff.ts';
import { presentContactMessage } from './contact.presenter.ts';
import { type ContactMessageRow, insertContactMessage } from './contact.repository.ts';

/** Per email: a few messages an hour (the per-IP limit is on the route). */
const contactLimit: KeyLimit = { name: 'contact', max: 5, windowMs: 60 * 60 * 1000 };

function categoryLabel(value: string): string {
  return CONTACT_CATEGORIES.find((c) => c.toLowerCase() === value) ?? value;
}

/**
 * The contact modal and page (content 2, 5, 7): the spec's rules, the category stored lowercased
 * as submitted, kept for the back office and emailed to the staff mailbox in one transaction.
 */
export async function submitContactMessage(
  app: FastifyInstance,
  body: unknown,
  userId: number | null,
): Promise<ContactMessageRow> {
  const input = parseOrThrow(contactFormSchema, body);
  await hitKeyLimit(app.db, contactLimit, input.email.toLowerCase());
  return app.db.transaction(async (tx) => {
    const row = await insertContactMessage(tx, { ...input, userId });
    await notifyStaff(tx, app.config, {
      subject: `${categoryLabel(input.category)}: a message from ${input.name}`,
      heading: 'A message from the contact form',
      fields: [
        ['Name', input.name],
        ['Email', input.email],
        ['Category', categoryLabel(input.category)],
      ],
      message: input.description,
      replyTo: input.email,
      iri: presentContactMessage(row)['@id'],
    });
    return row;
  });
}
