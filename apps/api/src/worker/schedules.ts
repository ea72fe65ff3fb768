import type { FastifyInstance } from 'fastify';

/** A recurring task hosted by the worker (croner pattern, e.g. '0 7 * * *'). */
export interface Schedule {
  name: string;
  pattern: string;
  /** IANA time zone of the pattern (default: the server's). */
  timezone?: string;
  run: (app: FastifyInstance) => Promise<void>;
}

const schedules = new Map<string, Schedule>();

/** Later features call this at import time (alerts, expiry); startWorker starts them all. */
export function registerSchedule(schedule: Schedule): void {
  schedules.set(schedule.name, schedule);
}

export function listSchedules(): Schedule[] {
  return [...schedules.values()];
}
