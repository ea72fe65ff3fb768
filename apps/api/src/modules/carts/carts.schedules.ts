import type { Schedule } from '../../worker/schedules.ts';
import { deleteExpiredCarts } from './carts.repository.ts';

/** A cart lives 7 days (core 9): expired unprocessed carts are removed every hour. */
export const expiredCartsSchedule: Schedule = {
  name: 'expired-carts-cleanup',
  pattern: '23 * * * *',
  run: async (app) => {
    await deleteExpiredCarts(app.db, new Date());
  },
};
