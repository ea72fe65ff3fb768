import { z } from 'zod';
import {
  CONTENT_MESSAGES,
  dateTimeSchema,
  emailField,
  firstFailingField,
  itemHead,
  lengthField,
  maxMessage,
  minMessage,
} from './content-fields.ts';
import { CONTACT_CATEGORY_VALUES } from './content-text.ts';
import { STAFF_REQUEST_STATUSES } from './faqs.ts';

/** Contact form (content 5): name 3-100, email 3-100, category required and 3-50, description 3-10000. */
export const contactFormSchema = z.object({
  name: lengthField(3, 100),
  email: emailField(3, 100),
  category: firstFailingField(
    [
      [(v) => v.length > 0, CONTENT_MESSAGES.selectCategory],
      [(v) => v.length >= 3, minMessage(3)],
      [(v) => v.length <= 50, maxMessage(50)],
      [(v) => CONTACT_CATEGORY_VALUES.includes(v.toLowerCase()), CONTENT_MESSAGES.selectCategory],
    ],
    CONTENT_MESSAGES.selectCategory,
  ).transform((v) => v.toLowerCase()),
  description: lengthField(3, 10000),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;

/** A contact message as staff see it. */
export const contactMessageSchema = z.object({
  ...itemHead('ContactMessage'),
  name: z.string(),
  email: z.string(),
  category: z.string(),
  description: z.string(),
  user: z.string().optional(),
  status: z.enum(STAFF_REQUEST_STATUSES),
  date_added: dateTimeSchema,
});

/** The staff mailbox visitors may write to (CONTACT_EMAIL), shown beside the contact forms. */
export const siteContactSchema = z.object({
  '@context': z.string().optional(),
  '@id': z.literal('/api/site-contact'),
  '@type': z.literal('SiteContact'),
  email: z.string(),
});
