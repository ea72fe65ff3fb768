import type { FastifyInstance } from 'fastify';
import { accountsCleanupSchedule } from '../modules/auth/auth.schedules.ts';
import { expiredCartsSchedule } from '../modules/carts/carts.schedules.ts';
import { jobAlertsSchedule } from '../modules/job-alerts/job-alerts.schedules.ts';
import { closeMailTransport, processMailBatch } from '../modules/mail/mail.service.ts';
import { listingLifecycleSchedule } from '../modules/moderation/lifecycle.schedules.ts';
import { newsletterSendingSchedule } from '../modules/newsletter/newsletter.schedules.ts';
import { searchSuggestionsSchedule } from '../modules/search/search.schedules.ts';
import { housekeepingSchedule } from './housekeeping.ts';
import { startSchedules } from './scheduler.ts';
import { registerSchedule } from './schedules.ts';

// Built-in schedules, one line per module (later features call registerSchedule the same way).
registerSchedule(accountsCleanupSchedule);
registerSchedule(jobAlertsSchedule);
registerSchedule(searchSuggestionsSchedule);
registerSchedule(housekeepingSchedule);
registerSchedule(newsletterSendingSchedule);
registerSchedule(listingLifecycleSchedule);
registerSchedule(expiredCartsSchedule);

export interface WorkerOptions {
  /** How often the outbox is polled. */
  pollMs?: number;
}

/**
 * Starts the background worker in this process: polls the mail outbox and fires the registered
 * schedules (each slot runs in one process only: scheduler.ts). All state lives in the database,
 * so a restart resumes where it stopped, and any number of processes can run a worker.
 * Returns a stop function that waits for the mail and the schedule runs in flight.
 */
export function startWorker(app: FastifyInstance, options: WorkerOptions = {}): () => Promise<void> {
  const pollMs = options.pollMs ?? 2000;
  let stopped = false;
  let inFlight: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const tick = () => {
    inFlight = (async () => {
      try {
        while (!stopped && (await processMailBatch(app)) > 0) {
          // drain what is due, then wait for the next poll
        }
      } catch (error) {
        app.log.error({ err: error }, 'mail worker tick failed');
      }
    })();
    void inFlight.then(() => {
      if (!stopped) timer = setTimeout(tick, pollMs);
    });
  };
  timer = setTimeout(tick, 0);

  const stopSchedules = startSchedules(app, app.scheduleEvents);

  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await Promise.all([stopSchedules(), inFlight]);
    closeMailTransport(app);
  };
}
