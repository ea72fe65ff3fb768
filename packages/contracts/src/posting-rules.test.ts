import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxMessage, minMessage } from './accounts.ts';
import { JOB_DRAFT_FIELDS, POSTING_LIMITS, POSTING_MESSAGES, UNPAID_TYPE_IDS } from './posting-fields.ts';
import {
  checkJobCompleteness,
  checkJobDraftRules,
  deriveCompensation,
  isBlankHtml,
  type JobDraftState,
  parseJobDraftFields,
  withoutDerivedPayType,
} from './posting-rules.ts';
import { US_STATE_CODES } from './us-states.ts';

const RUNS = { numRuns: 200 };
const paths = (violations: { propertyPath: string; message: string }[]) =>
  violations.map((v) => [v.propertyPath, v.message]);

describe('the state of a listing in the United States (every save)', () => {
  it('is one of the states, DC or the territories the form lists; elsewhere any text', () => {
    const stateOf = (state: string, work_location?: 'us' | 'international' | 'anywhere') =>
      paths(checkJobDraftRules({ post_type_id: 1, state, ...(work_location ? { work_location } : {}) }));
    for (const code of ['NY', 'DC', 'PR', 'WY']) expect(stateOf(code)).toEqual([]);
    for (const code of ['ZZ', 'ny', 'New York'])
      expect(stateOf(code)).toEqual([['state', POSTING_MESSAGES.invalidSelection]]);
    expect(stateOf('ZZ', 'us')).toEqual([['state', POSTING_MESSAGES.invalidSelection]]);
    expect(stateOf('Ontario', 'international')).toEqual([]);
    expect(US_STATE_CODES.size).toBe(56);
  });
});

describe('the wage floor (every save)', () => {
  it('refuses an hourly minimum under $15.00 on pay_min, and accepts $15.00 and more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), (payMin) => {
        const violations = checkJobDraftRules({ post_type_id: 1, pay_period: 'hour', pay_min: payMin });
        const refused = payMin < 1500;
        expect(paths(violations)).toEqual(refused ? [['pay_min', POSTING_MESSAGES.hourlyFloor]] : []);
      }),
      RUNS,
    );
  });

  it('refuses a yearly minimum under $31,200 (the floor at full time)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000 }), (payMin) => {
        const violations = checkJobDraftRules({ post_type_id: 1, pay_period: 'year', pay_min: payMin });
        expect(paths(violations)).toEqual(
          payMin < 3_120_000 ? [['pay_min', POSTING_MESSAGES.yearlyFloor]] : [],
        );
      }),
      RUNS,
    );
    expect(POSTING_LIMITS.minimumYearlyCents).toBe(1500 * 2080);
  });

  it('wants pay_max at least pay_min, and a period for any amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1500, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (min, max) => {
          const violations = checkJobDraftRules({
            post_type_id: 1,
            pay_period: 'hour',
            pay_min: min,
            pay_max: max,
          });
          expect(paths(violations)).toEqual(max < min ? [['pay_max', POSTING_MESSAGES.payMaxBelowMin]] : []);
        },
      ),
      RUNS,
    );
    expect(paths(checkJobDraftRules({ post_type_id: 1, pay_min: 2000 }))).toEqual([
      ['pay_period', POSTING_MESSAGES.payPeriodRequired],
    ]);
    expect(paths(checkJobDraftRules({ post_type_id: 1, pay_period: 'hour', pay_max: 2000 }))).toEqual([
      ['pay_min', POSTING_MESSAGES.payMinRequired],
    ]);
  });
});

describe('unpaid compensation', () => {
  const unpaid = fc.subarray([...UNPAID_TYPE_IDS], { minLength: 1 });

  it('is allowed only for internships/apprenticeships (type 4) and education programs', () => {
    fc.assert(
      fc.property(unpaid, fc.constantFrom(1, 2, 4, 6), fc.constantFrom(1, 3), (types, typeId, postTypeId) => {
        const state: JobDraftState = { post_type_id: postTypeId, type_id: typeId, compensation_types: types };
        const allowed = typeId === 4 || postTypeId === 3;
        const found = checkJobDraftRules(state).filter((v) => v.propertyPath === 'compensation_types');
        expect(paths(found)).toEqual(
          allowed ? [] : [['compensation_types', POSTING_MESSAGES.unpaidNotAllowed]],
        );
      }),
      RUNS,
    );
  });

  it('takes a paid type id back only as the pay gives it (paid types come from pay_period)', () => {
    const { data } = parseJobDraftFields({ compensation_types: [{ id: 4, name: 'hourly' }, 6] });
    expect(data.compensation_types).toEqual([4, 6]);
    const job = { post_type_id: 1, type_id: 4 };
    const hourly = { ...job, pay_period: 'hour' as const, pay_min: 1800 };
    // Sent back as read: the paid id is the pay's, so only the unpaid ones are kept.
    expect(withoutDerivedPayType(hourly, { compensation_types: [4, 6] })).toEqual({
      fields: { compensation_types: [6] },
    });
    const refused = { propertyPath: 'compensation_types', message: POSTING_MESSAGES.invalidSelection };
    expect(withoutDerivedPayType(hourly, { compensation_types: [5] }).violation).toEqual(refused);
    expect(withoutDerivedPayType(job, { compensation_types: [4] }).violation).toEqual(refused);
    // The pay the same write sets is the one that counts.
    expect(
      withoutDerivedPayType(hourly, { pay_period: 'year', pay_min: 4_000_000, compensation_types: [5] }),
    ).toEqual({ fields: { pay_period: 'year', pay_min: 4_000_000, compensation_types: [] } });
    // A business for sale has no pay, whatever its fields say.
    expect(
      withoutDerivedPayType({ ...hourly, post_type_id: 2 }, { compensation_types: [4] }).violation,
    ).toEqual(refused);
  });
});

describe('field rules', () => {
  const lengths: [string, number, number][] = [
    ['company_name', 2, 200],
    ['position', 3, 200],
    ['city', 2, 100],
    ['compensation', 0, 500],
    ['business_sale_type', 2, 100],
    ['how_to_apply', 0, 2000],
    ['description', 0, 20000],
  ];

  it.each(lengths)('%s is %i to %i characters (empty clears it)', (field, min, max) => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: max + 20 }), (length) => {
        const { data, violations } = parseJobDraftFields({ [field]: 'a'.repeat(length) });
        const expected = length < min ? minMessage(min) : length > max ? maxMessage(max) : undefined;
        expect(paths(violations)).toEqual(expected ? [[field, expected]] : []);
        if (!expected) expect(data[field as keyof typeof data]).toBe('a'.repeat(length));
      }),
      { numRuns: 40 },
    );
    expect(parseJobDraftFields({ [field]: '   ' }).data).toEqual({ [field]: null });
  });

  it('checks formats with their messages', () => {
    const { violations } = parseJobDraftFields({
      company_email: 'not-an-email',
      company_website: 'www.example.org',
      how_to_apply_online: 'javascript:alert(1)',
      how_to_apply_phone: 'call me',
      zip_code: '1234',
      deadline: '2026-02-30',
      country: 'USA',
      pay_min: 12.5,
      type_id: 3,
      categories: [9],
      work_location: 'moon',
      attachments: ['a', 'b', 'c', 'd', 'e', 'f'],
    });
    expect(paths(violations)).toEqual([
      ['company_website', POSTING_MESSAGES.invalidUrl],
      ['company_email', POSTING_MESSAGES.invalidEmail],
      ['type_id', POSTING_MESSAGES.invalidSelection],
      ['categories', POSTING_MESSAGES.invalidSelection],
      ['attachments', POSTING_MESSAGES.tooManyAttachments],
      ['work_location', POSTING_MESSAGES.invalidSelection],
      ['zip_code', POSTING_MESSAGES.invalidZip],
      ['country', POSTING_MESSAGES.invalidCountry],
      ['pay_min', POSTING_MESSAGES.invalidAmount],
      ['how_to_apply_online', POSTING_MESSAGES.invalidUrl],
      ['how_to_apply_phone', POSTING_MESSAGES.invalidPhone],
      ['deadline', POSTING_MESSAGES.invalidDate],
    ]);
  });

  it('keeps the valid fields of a body with invalid ones, and ignores unknown keys', () => {
    const { data } = parseJobDraftFields({ position: 'Farm Manager', zip_code: 'abc', owner: 5 });
    expect(data).toEqual({ position: 'Farm Manager' });
    expect(JOB_DRAFT_FIELDS).not.toContain('status');
  });

  it('keeps one-line fields on one line, without control characters or reversed text', () => {
    const { data, violations } = parseJobDraftFields({
      position: 'Farm\r\nManager\u0001\u001b \u202Egnidaer',
      company_name: 'Green\tAcres\u2066 Farm\u0000\uFFFE\uFDD0',
      city: 'Ithaca\n',
      description: '<p>Two\nlines</p>',
    });
    expect(violations).toEqual([]);
    expect(data).toMatchObject({
      position: 'Farm Manager gnidaer',
      company_name: 'Green Acres Farm',
      city: 'Ithaca',
      description: '<p>Two\nlines</p>',
    });
    // Only unprintable characters left: as empty as an empty field.
    expect(parseJobDraftFields({ position: '\u202E\u0007' }).data).toEqual({ position: null });
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const position = parseJobDraftFields({ position: value }).data.position;
        // biome-ignore lint/suspicious/noControlCharactersInRegex: none of them may be left.
        const unprintable = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufdd0-\ufdef\ufffe\uffff]/;
        if (typeof position === 'string') expect(position).not.toMatch(unprintable);
      }),
    );
  });

  it('never throws on any input, and answers violations for what it refuses', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...JOB_DRAFT_FIELDS), fc.anything()), (input) => {
        const { data, violations } = parseJobDraftFields(input);
        for (const key of Object.keys(input)) {
          const kept = key in data;
          const refused = violations.some((v) => v.propertyPath.split('.')[0] === key);
          expect(kept !== refused).toBe(true);
        }
      }),
      RUNS,
    );
  });
});

describe('completeness at submission', () => {
  const complete: JobDraftState = {
    post_type_id: 1,
    company_name: 'Green Acres',
    company_email: 'hi@green.example',
    position: 'Farm Manager',
    type_id: 1,
    categories: [1],
    description: '<p>Grow things.</p>',
    work_location: 'us',
    city: 'Ithaca',
    state: 'NY',
    pay_period: 'hour',
    pay_min: 1800,
    how_to_apply_online: 'https://green.example/jobs',
  };

  it('accepts a complete job and lists what a blank one misses', () => {
    expect(checkJobCompleteness(complete, '2026-01-01')).toEqual([]);
    expect(paths(checkJobCompleteness({ post_type_id: 1, description: '<p> </p>' }, '2026-01-01'))).toEqual([
      ['company_name', POSTING_MESSAGES.required],
      ['company_email', POSTING_MESSAGES.required],
      ['position', POSTING_MESSAGES.required],
      ['type_id', POSTING_MESSAGES.required],
      ['categories', POSTING_MESSAGES.categoriesRequired],
      ['description', POSTING_MESSAGES.required],
      ['city', POSTING_MESSAGES.required],
      ['state', POSTING_MESSAGES.required],
      ['pay_period', POSTING_MESSAGES.payPeriodRequired],
      ['pay_min', POSTING_MESSAGES.payMinRequired],
      ['how_to_apply_email', POSTING_MESSAGES.howToApplyRequired],
    ]);
  });

  it('lets internships be unpaid, needs a price or "negotiable" for a business, and a future deadline', () => {
    const internship = { ...complete, type_id: 4, pay_period: null, pay_min: null, compensation_types: [7] };
    expect(checkJobCompleteness(internship, '2026-01-01')).toEqual([]);
    const business: JobDraftState = {
      ...complete,
      post_type_id: 2,
      type_id: 7,
      pay_period: null,
      pay_min: null,
    };
    expect(paths(checkJobCompleteness(business, '2026-01-01'))).toEqual([
      ['business_sale_type', POSTING_MESSAGES.required],
      ['business_sale_price', POSTING_MESSAGES.priceOrNegotiable],
    ]);
    const sold = { ...business, business_sale_type: 'Bakery', business_sale_price_negotiable: true };
    expect(checkJobCompleteness(sold, '2026-01-01')).toEqual([]);
    const program: JobDraftState = {
      ...complete,
      post_type_id: 3,
      type_id: 8,
      pay_period: null,
      pay_min: null,
    };
    expect(checkJobCompleteness(program, '2026-01-01')).toEqual([]);
    expect(paths(checkJobCompleteness({ ...complete, deadline: '2025-12-31' }, '2026-01-01'))).toEqual([
      ['deadline', POSTING_MESSAGES.deadlinePast],
    ]);
    expect(
      checkJobCompleteness({ ...complete, work_location: 'anywhere', city: null, state: null }, '2026-01-01'),
    ).toEqual([]);
  });

  it('tells blank editor output from text', () => {
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp;</p>')).toBe(true);
    expect(isBlankHtml('<p>Hi</p>')).toBe(false);
  });
});

describe('deriveCompensation', () => {
  it('gives the paid type and every range the pay reaches, keeping unpaid types', () => {
    expect(deriveCompensation({ pay_period: 'hour', pay_min: 1600, pay_max: 1900 })).toEqual({
      compensationTypeIds: [4],
      compensationRangeIds: [12],
    });
    expect(
      deriveCompensation({ pay_period: 'hour', pay_min: 1800, pay_max: 2400, compensation_types: [7] }),
    ).toEqual({
      compensationTypeIds: [4, 7],
      compensationRangeIds: [12, 13],
    });
    expect(deriveCompensation({ pay_period: 'year', pay_min: 3_200_000 })).toEqual({
      compensationTypeIds: [5],
      compensationRangeIds: [16],
    });
    expect(deriveCompensation({ pay_period: 'year', pay_min: 12_000_000 }).compensationRangeIds).toEqual([3]);
    expect(deriveCompensation({ compensation_types: [6, 9] })).toEqual({
      compensationTypeIds: [6, 9],
      compensationRangeIds: [],
    });
  });

  it('always names at least one range for any pay above the floor', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('hour' as const, 'year' as const),
        fc.integer({ min: 0, max: 30_000_000 }),
        (period, extra) => {
          const min = (period === 'hour' ? 1500 : 3_120_000) + extra;
          const { compensationRangeIds } = deriveCompensation({ pay_period: period, pay_min: min });
          expect(compensationRangeIds.length).toBe(1);
        },
      ),
      RUNS,
    );
  });
});
