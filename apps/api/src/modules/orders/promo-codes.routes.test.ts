import { DUPLICATE_VALUE_MESSAGE } from '@gfj/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { actor, caller, type Headers, violations } from '../../../test/posting-helpers.ts';
import { ValidationError } from '../../http/errors.ts';
import { writeUniqueField } from '../../http/unique-fields.ts';
import { promoCodes } from '../carts/carts.table.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let staff: Headers;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
  staff = (await actor(t.app, t.db, 'staff')).headers;
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>) =>
  call('POST', '/api/promo-codes', staff, { kind: 'percent', value: 10, ...body });

describe('a promo code that another code already is', () => {
  it('is refused on create, in any case and with spaces around it, on the code field', async () => {
    expect((await create({ code: 'HARVEST10' })).statusCode).toBe(201);
    for (const code of ['HARVEST10', 'harvest10', '  Harvest10 ']) {
      const again = await create({ code });
      expect(again.statusCode, code).toBe(422);
      expect(again.headers['content-type']).toContain('application/problem+json');
      expect(violations(again), code).toEqual([['code', DUPLICATE_VALUE_MESSAGE]]);
    }
  });

  it('is refused on a rename, while a code may change its own case', async () => {
    expect((await create({ code: 'SEEDS5' })).statusCode).toBe(201);
    const other = await create({ code: 'SOIL5' });
    const iri = other.json()['@id'] as string;
    const renamed = await call('PATCH', iri, staff, { code: 'seeds5' });
    expect(renamed.statusCode).toBe(422);
    expect(violations(renamed)).toEqual([['code', DUPLICATE_VALUE_MESSAGE]]);
    const own = await call('PATCH', iri, staff, { code: 'soil5' });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ code: 'soil5' });
  });

  it('two created at the same moment: one is made, the others get the same 422', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => create({ code: 'RACE20' })));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 422, 422, 422, 422, 422]);
  });

  it('is the same 422 when the database index refuses it (a write no check saw coming)', async () => {
    await create({ code: 'INDEXED' });
    const unique = {
      field: 'code',
      column: promoCodes.code,
      id: promoCodes.id,
      index: 'promo_codes_code_lower_idx',
    };
    // No value to check first: only the unique index can refuse this insert.
    const write = writeUniqueField(t.db, unique, undefined, undefined, () =>
      t.db.insert(promoCodes).values({ code: 'indexed', kind: 'percent', value: 5 }).returning(),
    );
    const refused = await write.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ValidationError);
    expect((refused as ValidationError).violations).toEqual([
      { propertyPath: 'code', message: DUPLICATE_VALUE_MESSAGE },
    ]);
  });
});

describe('a change of some fields of a promo code', () => {
  it('keeps the fields it does not name (no creation default comes back)', async () => {
    const made = await create({ code: 'QUIET25', kind: 'amount', value: 2500, applies_to: 'jobs' });
    const iri = made.json()['@id'] as string;
    // Deleting a code makes it inactive (orders point at it).
    expect((await call('DELETE', iri, staff)).statusCode).toBe(204);
    const renamed = await call('PATCH', iri, staff, { code: 'QUIET26' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ code: 'QUIET26', applies_to: 'jobs', status: 'inactive' });
  });
});
