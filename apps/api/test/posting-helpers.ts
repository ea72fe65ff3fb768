import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { bearer, signIn } from '../src/modules/auth/test-session.ts';
import { buildUser, DEFAULT_TEST_PASSWORD } from './factories.ts';

/** A complete job listing body: submitting a draft made from it needs nothing more. */
export const COMPLETE_JOB = {
  post_type: '/api/job-post-types/1',
  company_name: 'Green Acres Farm',
  company_email: 'hire@green-acres.example',
  company_website: 'https://green-acres.example',
  company_description: 'We grow vegetables & herbs for 300 families.',
  position: 'Vegetable Farm Manager',
  type_id: 1,
  categories: [1, 3],
  description: '<p>Lead a crew of <strong>six</strong>.</p>',
  city: 'Ithaca',
  state: 'NY',
  zip_code: '14850',
  pay_period: 'hour',
  pay_min: 1800,
  pay_max: 2200,
  how_to_apply_email: 'apply@green-acres.example',
} as const;

export type Headers = Record<string, string>;

/** A user of the given kind and their bearer header. */
export async function actor(
  app: FastifyInstance,
  db: Db,
  kind: 'user' | 'staff' | 'unconfirmed' = 'user',
): Promise<{ id: number; email: string; headers: Headers }> {
  const user = await buildUser(db, {
    ...(kind === 'staff' ? { role: 'staff' } : {}),
    ...(kind === 'unconfirmed' ? { isConfirmed: false, confirmedAt: null } : {}),
  });
  const { token } = await signIn(app, user.email, DEFAULT_TEST_PASSWORD);
  return { id: user.id, email: user.email, headers: bearer(token) };
}

/** JSON calls with the right content types (merge-patch for PATCH). */
export function caller(app: FastifyInstance) {
  return (method: InjectOptions['method'], url: string, headers: Headers = {}, body?: unknown) =>
    app.inject({
      method,
      url,
      headers: {
        ...headers,
        ...(body === undefined
          ? {}
          : { 'content-type': method === 'PATCH' ? 'application/merge-patch+json' : 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
}

/** A 422's violations as [propertyPath, message] pairs, in the order the API gave them. */
export const violations = (response: { json(): unknown }): [string, string][] =>
  (response.json() as { violations: { propertyPath: string; message: string }[] }).violations.map((v) => [
    v.propertyPath,
    v.message,
  ]);
