import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/** A recurring task hosted by the worker (croner pattern, e.g. '0 7 * * *'). */
export interface Schedule {
  name: string;
  /** The croner pattern, or one made from the config (a configurable interval). */
  pattern: string | ((config: Config) => string);
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

/** A croner pattern for "every `seconds` seconds" (whole minutes from 60 on). */
export function everySeconds(seconds: number): string {
  if (seconds < 60) return `*/${seconds} * * * * *`;
  return `0 */${Math.max(1, Math.round(seconds / 60))} * * * *`;
}
