import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { bearer, signIn } from '../src/modules/auth/test-session.ts';
import { buildUser, DEFAULT_TEST_PASSWORD } from './factories.ts';

/** Authorization headers of a new staff member and of a new ordinary user. */
export async function staffAndUserHeaders(app: FastifyInstance, db: Db) {
  const staff = await buildUser(db, { role: 'staff' });
  const user = await buildUser(db);
  const staffToken = (await signIn(app, staff.email, DEFAULT_TEST_PASSWORD)).token;
  const userToken = (await signIn(app, user.email, DEFAULT_TEST_PASSWORD)).token;
  return { staff: bearer(staffToken), user: bearer(userToken), staffUser: staff, plainUser: user };
}

export const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' };
export const MERGE_PATCH = { 'content-type': 'application/merge-patch+json' };

export function formBody(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

let address = 0;
/** A fresh client address per call, so one test's per-IP limits do not reach the next. */
export function nextAddress(): string {
  address += 1;
  return `10.18.${Math.floor(address / 250)}.${(address % 250) + 1}`;
}
