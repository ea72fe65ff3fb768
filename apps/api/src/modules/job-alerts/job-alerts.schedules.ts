import type { Schedule } from '../../worker/schedules.ts';
import { runJobAlertDigest } from './job-alerts.service.ts';

/** Every morning at 7:00 New York time; the digest marks live in the database. */
export const jobAlertsSchedule: Schedule = {
  name: 'job-alerts',
  pattern: '0 7 * * *',
  timezone: 'America/New_York',
  run: async (app) => {
    const result = await runJobAlertDigest(app);
    app.log.info(result, 'job alerts sent');
  },
};
