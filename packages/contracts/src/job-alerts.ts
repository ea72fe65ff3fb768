import { z } from 'zod';
import { SAVED_SEARCH_STATUSES } from './seekers.ts';

/**
 * The site page a job alert email's unsubscribe link opens (decision 057): it names the search
 * and asks before turning the alert off, so a mail scanner following the link changes nothing.
 */
export const JOB_ALERT_UNSUBSCRIBE_PATH = '/alerts/unsubscribe';

/** GET /api/saved-searches/unsubscribe-preview: what the signed link reveals, the search's name and status only. */
export const jobAlertUnsubscribePreviewSchema = z.object({
  name: z.string(),
  status: z.enum(SAVED_SEARCH_STATUSES),
});
export type JobAlertUnsubscribePreview = z.infer<typeof jobAlertUnsubscribePreviewSchema>;

/** POST /api/saved-searches/unsubscribe (the one-click unsubscribe, RFC 8058, and the site page's button). */
export const jobAlertUnsubscribedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  saved_search: z.string(),
});
