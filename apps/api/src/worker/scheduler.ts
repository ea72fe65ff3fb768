import type { EventEmitter } from 'node:events';
import os from 'node:os';
import { Cron } from 'croner';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, queryRows } from '../db/client.ts';
import { listSchedules, type Schedule } from './schedules.ts';

/** One firing of a schedule in this process, for whoever counts them (metrics, tests). */
export interface ScheduleEvent {
  name: string;
  /** The time the pattern named. */
  slot: Date;
  /** ran: this process ran it; failed: it threw; taken: another process had claimed the slot. */
  outcome: 'ran' | 'failed' | 'taken';
  ms: number;
}

export type ScheduleEvents = EventEmitter<{ schedule: [ScheduleEvent] }>;

/** An unfinished run younger than this keeps the next slots from starting (a run still going). */
const RUN_LEASE = '1 hour';
/** This process, as scheduled_runs names it. */
const RUNNER = `${os.hostname()}:${process.pid}`;

/**
 * Claims a slot of a schedule: the insert of (name, slot) succeeds in one process only, and not
 * while an earlier run of the same schedule is still going (in any process).
 */
export async function claimScheduledRun(db: Db, name: string, slot: Date): Promise<boolean> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`INSERT INTO scheduled_runs (name, slot, runner)
      SELECT ${name}, ${slot.toISOString()}::timestamptz, ${RUNNER}
      WHERE NOT EXISTS (
        SELECT 1 FROM scheduled_runs WHERE name = ${name} AND finished_at IS NULL
          AND started_at > now() - ${RUN_LEASE}::interval)
      ON CONFLICT (name, slot) DO NOTHING
      RETURNING name`,
  );
  return rows.length > 0;
}

async function finishScheduledRun(db: Db, name: string, slot: Date, error?: string): Promise<void> {
  await db.execute(sql`UPDATE scheduled_runs SET finished_at = now(), error = ${error ?? null}
    WHERE name = ${name} AND slot = ${slot.toISOString()}::timestamptz`);
}

/** Runs older than a week are of no more use (housekeeping). */
export async function purgeOldScheduledRuns(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM scheduled_runs WHERE started_at < now() - interval '7 days'`);
}

/**
 * The slot a firing belongs to: the pattern's latest time at or before now (+50 ms, should a timer
 * fire a little early). Every process firing for the same slot names the same time, late or not
 * (up to the pattern's period).
 */
function slotOf(cron: Cron): Date {
  // previousRuns counts in whole seconds, strictly before the reference's second.
  const [slot] = cron.previousRuns(1, new Date(Date.now() + 1050));
  return slot ?? new Date(Math.floor(Date.now() / 1000) * 1000);
}

async function fire(app: FastifyInstance, schedule: Schedule, cron: Cron, events: ScheduleEvents) {
  const slot = slotOf(cron);
  const started = performance.now();
  const report = (outcome: ScheduleEvent['outcome']) => {
    const event = { name: schedule.name, slot, outcome, ms: performance.now() - started };
    events.emit('schedule', event);
    return event;
  };
  if (!(await claimScheduledRun(app.db, schedule.name, slot))) {
    app.log.debug(report('taken'), 'schedule slot run elsewhere');
    return;
  }
  try {
    await schedule.run(app);
    await finishScheduledRun(app.db, schedule.name, slot);
    app.log.info(report('ran'), 'schedule ran');
  } catch (error) {
    await finishScheduledRun(app.db, schedule.name, slot, (error as Error).message).catch(() => undefined);
    app.log.error({ err: error, ...report('failed') }, 'schedule failed');
  }
}

/**
 * Fires every registered schedule in this process; each slot runs in the one process that claims
 * it (decision 021), so N processes run a daily job once a day, not N times. Returns the stop
 * function: no new slot starts after it is called, and it resolves once the runs already going
 * have finished (so the database they use is not closed under them).
 */
export function startSchedules(app: FastifyInstance, events: ScheduleEvents): () => Promise<void> {
  const running = new Set<Promise<void>>();
  const crons = listSchedules().map((schedule) => {
    const pattern = typeof schedule.pattern === 'string' ? schedule.pattern : schedule.pattern(app.config);
    return new Cron(pattern, { protect: true, catch: true, timezone: schedule.timezone }, (self: Cron) => {
      const run = fire(app, schedule, self, events).catch((error: unknown) => {
        app.log.error({ err: error, schedule: schedule.name }, 'schedule could not be claimed');
      });
      running.add(run);
      void run.finally(() => running.delete(run));
      return run;
    });
  });
  return async () => {
    for (const cron of crons) cron.stop();
    await Promise.all(running);
  };
}
