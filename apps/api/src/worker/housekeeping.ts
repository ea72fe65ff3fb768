import { purgeOldListingChanges } from '../modules/search/listing-changes.ts';
import { purgeEndedRateWindows } from '../security/rate-limit-store.ts';
import { purgeOldScheduledRuns } from './scheduler.ts';
import type { Schedule } from './schedules.ts';

/**
 * Removes what the shared tables no longer need (decision 021): ended rate-limit windows, listing
 * changes older than a day (a process that far behind loads its index again), schedule runs older
 * than a week. Every 10 minutes, in one process.
 */
export const housekeepingSchedule: Schedule = {
  name: 'housekeeping',
  pattern: '*/10 * * * *',
  run: async (app) => {
    await purgeEndedRateWindows(app.db);
    await purgeOldListingChanges(app.db);
    await purgeOldScheduledRuns(app.db);
  },
};
