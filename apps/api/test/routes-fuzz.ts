import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../src/http/route-table.ts';
import { signAccessToken } from '../src/modules/auth/access-token.ts';
import { csrfPair } from '../src/modules/auth/test-session.ts';
import { users } from '../src/modules/users/users.table.ts';
import { createTestApp, type TestApp } from './create-test-app.ts';
import { buildJob, buildUser } from './factories.ts';
import { bodyArbitrary, checkAnswer, encode, paramArbitrary, queryArbitrary } from './fuzz-cases.ts';

/**
 * Quality bar: "a fuzz test over every route's parameters and bodies: no 5xx, no stack or SQL
 * text". Every route Fastify registered (its route table) gets fuzzed params, query strings and
 * bodies of every content type, as a guest and signed in. FUZZ_RUNS and FUZZ_SEED change the
 * depth and the cases (the seed is fixed so CI is repeatable; a failure prints its case).
 *
 * The routes are shared out between `routes-fuzz-<n>.test.ts` files by their place in the route
 * table (each route keeps its own seed, so the cases do not depend on the sharing), so Vitest's
 * workers fuzz them side by side.
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
/** Each route's share of the time, at most. */
const MS_PER_ROUTE = Number(process.env.FUZZ_MS_PER_ROUTE ?? 900);

/** Fuzzes every `parts`-th route of the route table, from the `part`-th (0-based). */
export function fuzzRoutes(part: number, parts: number): void {
  let t: TestApp;
  let uploadsDir: string;
  let routes: RegisteredRoute[];
  let allRoutes = 0;
  let member: { id: number; username: string };
  let staff: { id: number; username: string };
  let jobId: number;
  let csrf: { cookie: string; token: string };

  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'gfj-fuzz-'));
    t = await createTestApp({ config: { uploadsDir } });
    member = await buildUser(t.db);
    staff = await buildUser(t.db, { role: 'staff' });
    jobId = (await buildJob(t.db, { howToApplyEmail: 'fuzz@example.org' })).id;
    csrf = await csrfPair(t.app);
    routes = t.app.routeTable.filter((route) => !route.url.startsWith('/api/docs/static'));
    allRoutes = routes.length;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  /** A token for the user's current version (a fuzzed logout or password change may move it). */
  async function bearerOf(user: { id: number; username: string }, isStaff: boolean): Promise<string> {
    const [row] = await t.db.select({ v: users.tokenVersion }).from(users).where(eq(users.id, user.id));
    const token = await signAccessToken(t.app.config.jwtSecret, {
      userId: user.id,
      username: user.username,
      roles: isStaff ? ['ROLE_USER', 'ROLE_STAFF'] : ['ROLE_USER'],
      tokenVersion: row?.v ?? 0,
    });
    return `Bearer ${token}`;
  }

  describe(`every route, fuzzed (part ${part + 1} of ${parts})`, () => {
    it('never answers 5xx, a stack trace or SQL text', async () => {
      expect(allRoutes).toBeGreaterThan(30);
      const started = Date.now();
      let mine = 0;
      const fixtures = { jobId, memberId: member.id, csrfToken: csrf.token };
      /** Cases tried and statuses seen per route (FUZZ_REPORT=1 prints them). */
      const report: Record<string, { cases: number; statuses: Record<number, number> }> = {};
      for (const [index, route] of routes.entries()) {
        if (index % parts !== part) continue;
        mine += 1;
        // A 5xx the route documents is its contract (readiness answers 503 until the index is loaded).
        const declaredStatuses = [
          ...(route.errorStatuses ?? []),
          ...Object.keys((route.schema?.response as Record<string, unknown> | undefined) ?? {}).map(Number),
        ];
        const names = [...route.url.matchAll(/:([A-Za-z_]+)|\*/g)].map((m) => m[1] ?? '*');
        const request = fc.record({
          params: fc.tuple(...names.map(() => paramArbitrary(fixtures))),
          query: queryArbitrary(route, fixtures),
          body: fc.option(bodyArbitrary(route, fixtures), { nil: undefined }),
          who: fc.constantFrom('guest', 'member', 'staff', 'member-cookie'),
          address: fc.integer({ min: 1, max: 250 }),
        });
        await fc.assert(
          fc.asyncProperty(request, async ({ params, query, body, who, address }) => {
            let url = route.url;
            names.forEach((name, i) => {
              url = url.replace(name === '*' ? '*' : `:${name}`, encode(params[i] ?? ''));
            });
            if (query) url += `?${query}`;
            const headers: Record<string, string> = {};
            // Every visitor has the CSRF cookie the pages give out; some cases post its token.
            const cookies: Record<string, string> = { csrf: csrf.cookie };
            if (who === 'member' || who === 'staff') {
              headers.authorization = await bearerOf(who === 'staff' ? staff : member, who === 'staff');
            } else if (who === 'member-cookie') {
              cookies.access_token = (await bearerOf(member, false)).slice(7);
            }
            if (body) headers['content-type'] = body.type;
            const label = `${route.method} ${url} as ${who} ${body ? `${body.type} ${body.payload.slice(0, 300)}` : ''}`;
            const response = await t.app.inject({
              method: route.method,
              url,
              headers,
              cookies,
              // The /dev tools answer only this machine.
              remoteAddress: route.url.startsWith('/dev/') ? '127.0.0.1' : `10.123.${index % 250}.${address}`,
              ...(body ? { payload: body.payload } : {}),
            });
            const key = `${route.method} ${route.url}`;
            const entry = report[key] ?? { cases: 0, statuses: {} };
            report[key] = entry;
            entry.cases += 1;
            entry.statuses[response.statusCode] = (entry.statuses[response.statusCode] ?? 0) + 1;
            checkAnswer(response, label, declaredStatuses);
          }),
          {
            numRuns: RUNS_PER_ROUTE,
            seed: SEED + index,
            interruptAfterTimeLimit: MS_PER_ROUTE,
            markInterruptAsFailure: false,
          },
        );
      }
      if (process.env.FUZZ_REPORT === '1') console.info(JSON.stringify(report, null, 1));
      // Every route of this part was really tried, most of them fully.
      expect(Object.keys(report)).toHaveLength(mine);
      // The budget holds: a route that got slow shows here rather than as a slow CI.
      expect(Date.now() - started).toBeLessThan(mine * MS_PER_ROUTE + 30_000);
    }, 180_000);
  });
}
