import type { Schedule } from '../../worker/schedules.ts';
import { resumeNewsletterSending } from './newsletter-sending.ts';

/**
 * Every minute: carries on with issues whose sending is unfinished (published issues queue their
 * first batches at once; big lists, crashes and restarts are finished here). Idempotent.
 */
export const newsletterSendingSchedule: Schedule = {
  name: 'newsletter-sending',
  pattern: '* * * * *',
  run: async (app) => {
    const queued = await resumeNewsletterSending(app);
    if (queued > 0) app.log.info({ queued }, 'newsletter emails queued');
  },
};
