import { z } from 'zod';
import {
  CONTENT_MESSAGES,
  dateTimeSchema,
  emailField,
  itemHead,
  optionalText,
  requiredText,
  withMatchingFields,
} from './content-fields.ts';

/** Subscribe form (content 5): a valid email of 3 to 50 characters. */
export const newsletterSubscribeSchema = z.object({ email: emailField(3, 50) });
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;

/** Unsubscribe form (content 5): email and its confirmation, each valid and 3 to 100, equal. */
export const newsletterUnsubscribeSchema = withMatchingFields(
  z.object({ email: emailField(3, 100), email_confirm: emailField(3, 100) }),
  'email',
  'email_confirm',
  CONTENT_MESSAGES.emailsDontMatch,
);

/** Subscribe answer (content 3): success, errors, subscriber_exist. */
export const newsletterSubscribeResponseSchema = z.object({
  success: z.boolean(),
  errors: z.array(z.string()).optional(),
  subscriber_exist: z.boolean(),
});
export type NewsletterSubscribeResponse = z.infer<typeof newsletterSubscribeResponseSchema>;

/** Unsubscribe answer (content 3): success, errors, subscriber_not_exist. */
export const newsletterUnsubscribeResponseSchema = z.object({
  success: z.boolean(),
  errors: z.array(z.string()).optional(),
  subscriber_not_exist: z.boolean(),
});
export type NewsletterUnsubscribeResponse = z.infer<typeof newsletterUnsubscribeResponseSchema>;

export const NEWSLETTER_ISSUE_STATUSES = ['draft', 'published'] as const;

/** A newsletter item as the archive search lists it (content 3), without its content. */
export const newsletterItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  guest_post: z.boolean(),
  img_link: z.string().optional(),
  item_url: z.string(),
  date_added: dateTimeSchema,
});
export type NewsletterItem = z.infer<typeof newsletterItemSchema>;

/** The archive search's result page (content 3, 7). */
export const newsletterSearchResultSchema = z.object({
  count: z.number().int().min(0),
  page: z.number().int().min(1),
  items: z.array(newsletterItemSchema),
  has_more_items: z.boolean(),
  search_results_display_text: z.string(),
});
export type NewsletterSearchResult = z.infer<typeof newsletterSearchResultSchema>;

/** The NewsletterIssue resource: the item plus its content and sending state. */
export const newsletterIssueSchema = z.object({
  ...itemHead('NewsletterIssue'),
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  guest_post: z.boolean(),
  img_link: z.string().optional(),
  item_url: z.string(),
  status: z.enum(NEWSLETTER_ISSUE_STATUSES),
  date_added: dateTimeSchema.optional(),
  sent_at: dateTimeSchema.optional(),
  recipients_count: z.number().int().min(0),
});
export type NewsletterIssue = z.infer<typeof newsletterIssueSchema>;

/** Staff create an issue (draft); publishing is its own operation. */
export const newsletterIssueCreateSchema = z.object({
  title: requiredText(200),
  slug: optionalText(220),
  content: requiredText(200_000),
  guest_post: z.boolean().optional(),
  img_link: optionalText(300),
});
export const newsletterIssuePatchSchema = newsletterIssueCreateSchema.partial().extend({
  title: requiredText(200).optional(),
  content: requiredText(200_000).optional(),
});

export const NEWSLETTER_SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;

/** What staff see of a subscriber. */
export const newsletterSubscriberSchema = z.object({
  ...itemHead('NewsletterSubscriber'),
  email: z.string(),
  status: z.enum(NEWSLETTER_SUBSCRIBER_STATUSES),
  date_added: dateTimeSchema,
  confirmed_at: dateTimeSchema.optional(),
  unsubscribed_at: dateTimeSchema.optional(),
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;
