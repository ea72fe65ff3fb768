import { z } from 'zod';
import {
  dateTimeSchema,
  emailField,
  itemHead,
  lastWhenEmptySortOrder,
  lengthField,
  requiredText,
} from './content-fields.ts';
import { relationReference } from './hydra.ts';

export const YES_NO = ['yes', 'no'] as const;

/** FAQ category (content 3): id, name, url, sort_order. */
export const faqCategorySchema = z.object({
  ...itemHead('FaqCategory'),
  name: z.string(),
  url: z.string(),
  sort_order: z.number().int(),
});
export type FaqCategory = z.infer<typeof faqCategorySchema>;

/** FAQ (content 3). `category` is the category's IRI. */
export const faqSchema = z.object({
  ...itemHead('Faq'),
  question: z.string(),
  answer: z.string(),
  refund_form: z.enum(YES_NO),
  special_question: z.enum(YES_NO),
  sort_order: z.number().int(),
  show_in_pricing_page: z.boolean(),
  sort_order_in_pricing_page: z.number().int(),
  date_added: dateTimeSchema,
  category: z.string(),
});
export type Faq = z.infer<typeof faqSchema>;

export const faqCreateSchema = z.object({
  question: requiredText(500),
  answer: requiredText(50_000),
  category: relationReference('/api/faq-categories/3'),
  refund_form: z.enum(YES_NO).optional(),
  special_question: z.enum(YES_NO).optional(),
  /** Empty (absent or null): after the category's other questions (decision 058). */
  sort_order: lastWhenEmptySortOrder,
  show_in_pricing_page: z.boolean().optional(),
  /** Empty (absent or null): after the pricing page's other questions. */
  sort_order_in_pricing_page: lastWhenEmptySortOrder,
});
export const faqPatchSchema = faqCreateSchema.partial();

export const faqCategoryCreateSchema = z.object({
  name: requiredText(100),
  url: requiredText(200),
  /** Empty (absent or null): after the other categories' tabs. */
  sort_order: lastWhenEmptySortOrder,
});
export const faqCategoryPatchSchema = faqCategoryCreateSchema.partial();

/** Refund form (content 3, 5): name 3-100, email valid 3-100, message 3-10000. */
export const refundRequestFormSchema = z.object({
  name: lengthField(3, 100),
  email: emailField(3, 100),
  message: lengthField(3, 10000),
});
export type RefundRequestForm = z.input<typeof refundRequestFormSchema>;

export const STAFF_REQUEST_STATUSES = ['new', 'handled'] as const;

/** A refund request as staff see it in the back office. */
export const refundRequestSchema = z.object({
  ...itemHead('RefundRequest'),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  faq: z.string().optional(),
  user: z.string().optional(),
  status: z.enum(STAFF_REQUEST_STATUSES),
  date_added: dateTimeSchema,
});
export const staffRequestPatchSchema = z.object({ status: z.enum(STAFF_REQUEST_STATUSES) });
