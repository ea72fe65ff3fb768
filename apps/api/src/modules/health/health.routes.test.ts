import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';

describe('GET /api/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 503 until the listing index is loaded (asking starts the load), then 200', async () => {
    const first = await t.app.inject({ url: '/api/ready' });
    expect(first.statusCode).toBe(503);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toEqual({
      status: 'unavailable',
      database: 'ok',
      migrations: 'applied',
      waiting_for: ['listing index'],
    });
    await expect.poll(async () => (await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/ready' })).json()).toEqual({
      status: 'ready',
      database: 'ok',
      migrations: 'applied',
      waiting_for: [],
    });
    // Liveness is unchanged.
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 while a migration this build ships is missing from the database', async () => {
    await t.db.execute(
      sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)`,
    );
    const response = await t.app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable', database: 'ok', migrations: 'pending' });
  });
});

describe('GET /api/ready without a database', () => {
  it('answers 503 when the database does not answer', async () => {
    const t = await createTestApp();
    await t.database.close();
    const response = await t.app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'unavailable',
      database: 'unavailable',
      migrations: 'unknown',
    });
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(503);
    await t.close();
  });
});
