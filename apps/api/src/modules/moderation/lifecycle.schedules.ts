import type { Schedule } from '../../worker/schedules.ts';
import { expireListings, sendExpiryReminders } from './lifecycle.service.ts';

/**
 * The listing lifecycle (issue 15): expiry, then the 8-day and 1-day reminders, every 10 minutes.
 * One process runs each slot (decision 021); both steps keep their state in the database, so a
 * restart or a repeated run neither skips nor repeats anything.
 */
export const listingLifecycleSchedule: Schedule = {
  name: 'listing-lifecycle',
  pattern: '3-59/10 * * * *',
  run: async (app) => {
    const expired = await expireListings(app.db);
    const reminded = await sendExpiryReminders(app);
    if (expired.length > 0 || reminded > 0)
      app.log.info({ expired: expired.length, reminded }, 'listing lifecycle');
  },
};
