import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { accountsCleanupSchedule } from '../modules/auth/auth.schedules.ts';
import { jobAlertsSchedule } from '../modules/job-alerts/job-alerts.schedules.ts';
import { closeMailTransport, processMailBatch } from '../modules/mail/mail.service.ts';
import { listSchedules, registerSchedule } from './schedules.ts';

// Built-in schedules, one line per module (later features call registerSchedule the same way).
registerSchedule(accountsCleanupSchedule);
registerSchedule(jobAlertsSchedule);

export interface WorkerOptions {
  /** How often the outbox is polled. */
  pollMs?: number;
}

/**
 * Starts the background worker in this process: polls the mail outbox and runs the registered
 * schedules. All state lives in the database, so a restart resumes where it stopped.
 * Returns a stop function that waits for the work in flight.
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

  const crons = listSchedules().map(
    (schedule) =>
      new Cron(
        schedule.pattern,
        { name: schedule.name, protect: true, catch: true, timezone: schedule.timezone },
        async () => {
          try {
            await schedule.run(app);
          } catch (error) {
            app.log.error({ err: error, schedule: schedule.name }, 'schedule failed');
          }
        },
      ),
  );

  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    for (const cron of crons) cron.stop();
    await inFlight;
    closeMailTransport(app);
  };
}
