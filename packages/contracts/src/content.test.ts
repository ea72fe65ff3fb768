import { describe, expect, it } from 'vitest';
import { contactFormSchema } from './contact.ts';
import {
  faqFragment,
  formatNewsletterDate,
  newsletterMonthHeading,
  parseFaqFragment,
  parseTagIds,
} from './content-text.ts';
import { alumInquiryFormSchema } from './education.ts';
import { newsletterSubscribeSchema, newsletterUnsubscribeSchema } from './newsletter.ts';
import { testimonialSubmissionSchema } from './testimonials.ts';

const messages = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('FAQ deep links (content 2)', () => {
  it('read #tab-{0|1|2}/qid-{n} and nothing else', () => {
    expect(parseFaqFragment('#tab-1/qid-12')).toEqual({ tab: 1, questionId: 12 });
    expect(parseFaqFragment('#tab-2')).toEqual({ tab: 2 });
    expect(parseFaqFragment('#tab-3/qid-1')).toBeUndefined();
    expect(parseFaqFragment('#qid-1')).toBeUndefined();
    expect(parseFaqFragment(faqFragment(0, 7))).toEqual({ tab: 0, questionId: 7 });
  });
});

describe('newsletter dates', () => {
  it('are DD MMM YYYY under month-and-year headings, in New York time', () => {
    expect(formatNewsletterDate('2026-11-03T14:00:00+00:00')).toBe('03 Nov 2026');
    expect(newsletterMonthHeading('2026-11-03T14:00:00+00:00')).toBe('November 2026');
    // Just after midnight UTC on the 1st is still the previous month in New York.
    expect(newsletterMonthHeading('2026-12-01T02:00:00+00:00')).toBe('November 2026');
  });
});

describe('form rules (content 5)', () => {
  it('subscribe: 3 to 50, valid', () => {
    expect(messages(newsletterSubscribeSchema.safeParse({ email: 'ab' }))).toEqual([
      ['email', 'Must be 3 or more characters long'],
    ]);
    expect(messages(newsletterSubscribeSchema.safeParse({ email: `${'a'.repeat(45)}@x.org` }))).toEqual([
      ['email', 'Must be 50 or fewer characters long'],
    ]);
    expect(messages(newsletterSubscribeSchema.safeParse({ email: 'abc' }))).toEqual([
      ['email', 'Invalid email'],
    ]);
    expect(newsletterSubscribeSchema.safeParse({ email: ' ada@example.org ' }).data?.email).toBe(
      'ada@example.org',
    );
  });

  it('unsubscribe and contact-an-alum: the emails must match', () => {
    expect(
      messages(newsletterUnsubscribeSchema.safeParse({ email: 'a@b.org', email_confirm: 'c@b.org' })),
    ).toEqual([['email_confirm', "Emails don't match"]]);
    const alum = alumInquiryFormSchema.safeParse({
      alum_id: 1,
      name: 'Sam',
      email: 'sam@example.org',
      email_confirm: 'sam@example.org',
      message: 'Hello there',
      agree: 'on',
    });
    expect(alum.success).toBe(true);
    expect(messages(alumInquiryFormSchema.safeParse({ ...alum.data, agree: 'false' }))).toEqual([
      ['agree', 'You must agree the terms and conditions'],
    ]);
  });

  it('contact: the category is one of three, lowercased', () => {
    const result = contactFormSchema.safeParse({
      name: 'Kim',
      email: 'kim@example.org',
      category: 'Press Inquiries',
      description: 'Hello',
    });
    expect(result.data?.category).toBe('press inquiries');
  });

  it('testimonial: the state is required only for the United States', () => {
    const base = {
      name: 'Maya',
      email: 'maya@example.org',
      city: 'Lyon',
      category: 'fan',
      content: 'Thanks!',
    };
    expect(testimonialSubmissionSchema.safeParse({ ...base, country: 'France', state: '' }).success).toBe(
      true,
    );
    expect(
      messages(testimonialSubmissionSchema.safeParse({ ...base, country: 'United States', state: '' })),
    ).toEqual([['state', 'Invalid selection']]);
  });

  it('tag ids from the address become numbers; anything else is dropped', () => {
    expect(parseTagIds(['3', '1', 'x', '3', '-2', '1.5'])).toEqual([3, 1]);
  });
});
