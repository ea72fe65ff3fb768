import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTrustProxy, startupWarnings } from './config.ts';
import { INSTALL_SECRET_FILE } from './security/install-secret.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'gfj-config-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const local = (env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'development', DATA_DIR: path.join(dir, env.install ?? 'a'), ...env });
const production = (env: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://db/gfj',
    SMTP_URL: 'smtp://mail:587',
    JWT_SECRET: 'p'.repeat(40),
    ...env,
  });

describe('listening address', () => {
  it('is loopback in local mode unless HOST opens it, which is warned about', () => {
    expect(local().host).toBe('127.0.0.1');
    expect(startupWarnings(local())).toEqual([]);
    const open = local({ HOST: '0.0.0.0' });
    expect(open.host).toBe('0.0.0.0');
    expect(startupWarnings(open)).toEqual([
      expect.stringContaining('Local mode is listening on 0.0.0.0 (HOST)'),
    ]);
  });

  it('is every interface in production mode (behind its proxy), without a warning', () => {
    expect(production().host).toBe('0.0.0.0');
    expect(startupWarnings(production())).toEqual([]);
  });
});

describe('signing secret', () => {
  it('is made at random per install, kept in DATA_DIR readable by the owner only, and reused', async () => {
    const first = local({ install: 'one' });
    const file = path.join(dir, 'one', INSTALL_SECRET_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(first.jwtSecret);
    expect(first.jwtSecret).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(local({ install: 'one' }).jwtSecret).toBe(first.jwtSecret);
    // Another install signs with another secret: no token of one is valid on the other.
    expect(local({ install: 'two' }).jwtSecret).not.toBe(first.jwtSecret);
  });

  it('comes from JWT_SECRET when set, and production mode requires it', () => {
    expect(local({ JWT_SECRET: 's'.repeat(32) }).jwtSecret).toBe('s'.repeat(32));
    expect(() => production({ JWT_SECRET: '' })).toThrow(ConfigError);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, a hop count, or named addresses and ranges', () => {
    for (const off of [undefined, '', 'false', '0']) expect(parseTrustProxy(off)).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.5, 10.1.0.0/16,::1,loopback')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
    expect(production({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });

  it('refuses `true` (every client trusted) and what is not an address', () => {
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY=1/);
    expect(() => parseTrustProxy('proxy.example')).toThrow(ConfigError);
    expect(() => parseTrustProxy('10.0.0.0/40')).toThrow(ConfigError);
  });
});

describe('loadConfig: WEB_CONCURRENCY and SUGGESTIONS_REFRESH_SECONDS', () => {
  it('runs one process by default, a number as given, and the cores for auto', () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3);
    expect(loadConfig({ WEB_CONCURRENCY: 'auto' }).webConcurrency).toBe(os.availableParallelism());
    expect(loadConfig({}).suggestionsRefreshSeconds).toBe(60);
  });

  it('refuses what is not a process count', () => {
    for (const value of ['0', '-1', 'many', '1.5', '65']) {
      expect(() => loadConfig({ WEB_CONCURRENCY: value })).toThrow(ConfigError);
    }
    expect(() => loadConfig({ SUGGESTIONS_REFRESH_SECONDS: '0' })).toThrow(ConfigError);
  });
});
