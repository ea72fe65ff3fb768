import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { queryRows } from '../db/client.ts';
import { registerSchedule, startWorker } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('startWorker', () => {
  it('runs registered schedules until stopped', async () => {
    const runs: number[] = [];
    registerSchedule({
      name: 'every-second',
      pattern: '* * * * * *',
      run: async (app) => {
        expect(app).toBe(t.app);
        runs.push(Date.now());
      },
    });
    const stop = startWorker(t.app, { pollMs: 100 });
    await expect.poll(() => runs.length, { timeout: 4000 }).toBeGreaterThan(0);
    await stop();
    const count = runs.length;
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(runs.length).toBe(count);
  });

  it('waits for the runs in progress when stopped, so the database is not closed under them', async () => {
    let started = false;
    let finished = false;
    registerSchedule({
      name: 'slow-every-second',
      pattern: '* * * * * *',
      run: async (app) => {
        started = true;
        await new Promise((resolve) => setTimeout(resolve, 600));
        await app.db.execute(sql`SELECT 1`);
        finished = true;
      },
    });
    const stop = startWorker(t.app, { pollMs: 60_000 });
    await expect.poll(() => started, { timeout: 4000 }).toBe(true);
    await stop();
    expect(finished).toBe(true);
    // The run was also recorded as finished before stop resolved.
    const unfinished = await queryRows<{ slot: string }>(
      t.app.db,
      sql`SELECT slot FROM scheduled_runs WHERE name = 'slow-every-second' AND finished_at IS NULL`,
    );
    expect(unfinished).toEqual([]);
  });
});
