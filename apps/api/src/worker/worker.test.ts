import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
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
});
