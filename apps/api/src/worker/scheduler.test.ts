import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { buildApi } from '../app.ts';
import { loadConfig } from '../config.ts';
import { queryRows } from '../db/client.ts';
import { claimScheduledRun, type ScheduleEvent } from './scheduler.ts';
import { everySeconds, registerSchedule } from './schedules.ts';
import { startWorker } from './worker.ts';

let t: TestApp;
/** A second API on the same database: another process's worker. */
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  other = await buildApi(loadConfig({ NODE_ENV: 'test' }), { database: t.database });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

describe('schedules across processes', () => {
  it('runs each slot of a schedule in one process, however many fire it', async () => {
    const runs: string[] = [];
    registerSchedule({
      name: 'zq-every-second',
      pattern: '* * * * * *',
      run: async (app) => {
        runs.push(app === t.app ? 'first' : 'second');
      },
    });
    const events: ScheduleEvent[] = [];
    for (const app of [t.app, other]) app.scheduleEvents.on('schedule', (event) => events.push(event));
    const stops = [startWorker(t.app, { pollMs: 60_000 }), startWorker(other, { pollMs: 60_000 })];
    const ours = () => events.filter((event) => event.name === 'zq-every-second');
    // Three slots, each fired by both processes.
    await expect
      .poll(
        () =>
          new Set(
            ours()
              .filter((e) => e.outcome === 'taken')
              .map((e) => e.slot.getTime()),
          ).size,
        {
          timeout: 6_000,
        },
      )
      .toBeGreaterThanOrEqual(3);
    await Promise.all(stops.map((stop) => stop()));
    const bySlot = new Map<number, string[]>();
    for (const event of ours())
      bySlot.set(event.slot.getTime(), [...(bySlot.get(event.slot.getTime()) ?? []), event.outcome]);
    // Where both processes fired a slot, one ran it and the other found it taken.
    for (const outcomes of bySlot.values()) {
      if (outcomes.length === 2) expect(outcomes.sort()).toEqual(['ran', 'taken']);
      else expect(outcomes).toHaveLength(1);
    }
    const ranSlots = [...bySlot.values()].filter((outcomes) => outcomes.includes('ran')).length;
    expect(runs).toHaveLength(ranSlots);
    // Slots are whole seconds, named alike in both processes.
    expect(ours().every((event) => event.slot.getMilliseconds() === 0)).toBe(true);
    const [recorded] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM scheduled_runs WHERE name = 'zq-every-second' AND finished_at IS NOT NULL`,
    );
    expect(Number(recorded?.n)).toBe(runs.length);
  });

  it('does not start a slot while an earlier run of the schedule is still going', async () => {
    const slot = new Date('2026-11-24T12:00:00Z');
    expect(await claimScheduledRun(t.db, 'zq-long', slot)).toBe(true);
    expect(await claimScheduledRun(t.db, 'zq-long', slot)).toBe(false);
    expect(await claimScheduledRun(t.db, 'zq-long', new Date('2026-11-24T12:01:00Z'))).toBe(false);
    await t.db.execute(sql`UPDATE scheduled_runs SET finished_at = now() WHERE name = 'zq-long'`);
    expect(await claimScheduledRun(t.db, 'zq-long', new Date('2026-11-24T12:01:00Z'))).toBe(true);
  });

  it('makes "every N seconds" patterns', () => {
    expect(everySeconds(1)).toBe('*/1 * * * * *');
    expect(everySeconds(60)).toBe('0 */1 * * * *');
    expect(everySeconds(600)).toBe('0 */10 * * * *');
  });
});
