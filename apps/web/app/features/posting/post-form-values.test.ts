import { POSTING_MESSAGES } from '@gfj/contracts/posting-fields';
import { describe, expect, it } from 'vitest';
import { buildJob } from '../jobs/job.fixture.ts';
import {
  centsToDollars,
  changedFields,
  dollarsToCents,
  formDataToValues,
  formValuesToBody,
  jobToFormValues,
  validatePostForm,
} from './post-form-values.ts';

const job = buildJob();

describe('dollars and cents', () => {
  it('reads what people type as dollars', () => {
    expect(dollarsToCents('18.50')).toBe(1850);
    expect(dollarsToCents('$31,200')).toBe(3_120_000);
    expect(dollarsToCents('15.5')).toBe(1550);
    expect(dollarsToCents('  ')).toBeNull();
    expect(dollarsToCents('fifteen')).toBeUndefined();
    expect(dollarsToCents('15.555')).toBeUndefined();
    expect(centsToDollars(1850)).toBe('18.50');
    expect(centsToDollars(3_120_000)).toBe('31200');
    expect(centsToDollars(undefined)).toBe('');
  });
});

describe('the form and the API body', () => {
  it('round-trips a job through the form values', () => {
    const values = jobToFormValues({ ...job, pay_period: 'hour', pay_min: 1850, pay_max: 2200 });
    const { body, violations } = formValuesToBody(values);
    expect(violations).toEqual([]);
    expect(body).toMatchObject({
      pay_period: 'hour',
      pay_min: 1850,
      pay_max: 2200,
      categories: job.categories.map((c) => c.id),
    });
    expect(changedFields(body, { ...body, pay_min: 1900 })).toEqual(['pay_min']);
  });

  it('applies the API’s rules in the browser: amounts, the wage floor', () => {
    const values = { ...jobToFormValues(job), pay_period: 'hour' as const, pay_min: '12', pay_max: 'lots' };
    expect(validatePostForm(values, 1).violations).toEqual([
      { propertyPath: 'pay_max', message: POSTING_MESSAGES.invalidAmount },
      { propertyPath: 'pay_min', message: POSTING_MESSAGES.hourlyFloor },
    ]);
  });

  it('checks what a submission needs too, before a submission: every problem at once', () => {
    // A full-time job offering housing only, with a deadline gone by: both said on the first click.
    const values = {
      ...jobToFormValues(job),
      type_id: '1',
      pay_period: '' as const,
      pay_min: '',
      pay_max: '',
      compensation_types: ['7'],
      deadline: '2026-01-01',
    };
    const now = new Date('2026-03-10T12:00:00Z');
    const paths = (options: Parameters<typeof validatePostForm>[2]) =>
      validatePostForm(values, 1, options).violations.map((v) => [v.propertyPath, v.message]);
    expect(paths({ forSubmission: true, now })).toEqual(
      expect.arrayContaining([
        ['compensation_types', POSTING_MESSAGES.unpaidNotAllowed],
        ['deadline', POSTING_MESSAGES.deadlinePast],
      ]),
    );
    // A save checks only what a draft must pass: the deadline can be fixed later.
    expect(paths({ now })).toEqual([['compensation_types', POSTING_MESSAGES.unpaidNotAllowed]]);
  });

  it('reads a plain form post, making paragraphs of plain text', () => {
    const form = new FormData();
    form.append('position', 'Cook');
    form.append('categories', '3');
    form.append('categories', '1');
    form.append('work_visa', 'on');
    form.append('description', 'Line one\nstill one\n\nTwo & <more>');
    const values = formDataToValues(form);
    expect(values).toMatchObject({
      position: 'Cook',
      categories: ['3', '1'],
      work_visa: true,
      work_remote: false,
      country: 'US',
    });
    expect(values.description).toBe('<p>Line one<br>still one</p><p>Two &amp; &lt;more></p>');
  });
});
