import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { buildUser, DEFAULT_TEST_PASSWORD } from '../../test/factories.ts';
import { REGISTRATION_RATE_LIMIT } from '../modules/users/users.routes.ts';
import { users } from '../modules/users/users.table.ts';

/** The proxy in front of the server, and the one client behind it. */
const PROXY = '10.0.0.1';
const CLIENT = '203.0.113.7';

let oneHop: TestApp;
let named: TestApp;
beforeAll(async () => {
  oneHop = await createTestApp({ env: { TRUST_PROXY: '1' } });
  named = await createTestApp({ env: { TRUST_PROXY: `${PROXY},10.9.0.0/16` } });
});
afterAll(async () => {
  await oneHop?.close();
  await named?.close();
});

/** A registration attempt as the proxy forwards it: whatever the client wrote, then the client. */
const register = (app: TestApp, spoofed: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/users',
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': `${spoofed}, ${CLIENT}` },
    payload: {},
  });

describe('TRUST_PROXY', () => {
  it('=1 believes only the nearest proxy: a client writing its own X-Forwarded-For is still limited', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < REGISTRATION_RATE_LIMIT.max + 2; i++) {
      statuses.push((await register(oneHop, `198.51.100.${i}`)).statusCode);
    }
    // Before: TRUST_PROXY=1 trusted every hop, so each made-up address got a fresh allowance.
    expect(statuses.slice(0, REGISTRATION_RATE_LIMIT.max)).toEqual(
      Array(REGISTRATION_RATE_LIMIT.max).fill(422),
    );
    expect(statuses.slice(REGISTRATION_RATE_LIMIT.max)).toEqual([429, 429]);
  });

  it('records the address the proxy saw as last_ip, not the one the client wrote', async () => {
    const user = await buildUser(oneHop.db);
    const signIn = await oneHop.app.inject({
      method: 'POST',
      url: '/api/login/check',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': `6.6.6.6, ${CLIENT}` },
      payload: { email: user.email, password: DEFAULT_TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const [row] = await oneHop.db.select({ lastIp: users.lastIp }).from(users).where(eq(users.id, user.id));
    expect(row?.lastIp).toBe(CLIENT);
  });

  it('as addresses, believes X-Forwarded-For only from those proxies', async () => {
    const user = await buildUser(named.db);
    const from = async (remoteAddress: string) => {
      await named.app.inject({
        method: 'POST',
        url: '/api/login/check',
        remoteAddress,
        headers: { 'x-forwarded-for': `6.6.6.6, ${CLIENT}` },
        payload: { email: user.email, password: DEFAULT_TEST_PASSWORD },
      });
      const [row] = await named.db.select({ lastIp: users.lastIp }).from(users).where(eq(users.id, user.id));
      return row?.lastIp;
    };
    expect(await from(PROXY)).toBe(CLIENT);
    // A client reaching the server directly cannot name itself.
    expect(await from('192.0.2.50')).toBe('192.0.2.50');
  });
});
