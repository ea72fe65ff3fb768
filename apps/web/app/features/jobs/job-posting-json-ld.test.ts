import { describe, expect, it } from 'vitest';
import { buildJob } from './job.fixture.ts';
import { buildJobPostingJsonLd, serializeJsonLd } from './job-posting-json-ld.ts';

const now = new Date('2026-03-10T12:00:00Z');
const url = 'https://goodfoodjobs.example/jobs/42/vegetable-crew-lead';
const build = (overrides: Parameters<typeof buildJob>[0] = {}) =>
  buildJobPostingJsonLd(buildJob(overrides), { url, siteUrl: 'https://goodfoodjobs.example', now });

describe('buildJobPostingJsonLd', () => {
  it('describes an on-site job with the fields search engines need', () => {
    expect(build()).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Vegetable Crew Lead',
      description: '<p>Lead a crew of four on 12 acres of certified organic vegetables.</p>',
      datePosted: '2026-03-01T15:00:00+00:00',
      validThrough: '2026-03-31T15:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Hollow Creek Farm',
        sameAs: 'https://hollowcreek.example',
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Ithaca',
          addressRegion: 'NY',
          postalCode: '14850',
          addressCountry: 'US',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 50000, maxValue: 75000, unitText: 'YEAR' },
      },
      identifier: { '@type': 'PropertyValue', name: 'Good Food Jobs', value: '42' },
      url,
    });
  });

  it('marks remote work as TELECOMMUTE with the applicant country instead of a place', () => {
    const posting = build({
      work_remote: true,
      work_location: 'anywhere',
      city: undefined,
      state: undefined,
      zip_code: undefined,
    });
    expect(posting).not.toHaveProperty('jobLocation');
    expect(posting).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'US' },
    });
  });

  it('gives an open-ended hourly range only a minimum', () => {
    const posting = build({ compensation_range: { id: 13, name: '$20/hr +' } });
    expect(posting.baseSalary?.value).toEqual({
      '@type': 'QuantitativeValue',
      minValue: 20,
      unitText: 'HOUR',
    });
  });

  it('leaves baseSalary out when no range is known', () => {
    expect(build({ compensation_range: undefined })).not.toHaveProperty('baseSalary');
  });

  it('claims directApply only when applications come through the site (an apply email)', () => {
    expect(build()).not.toHaveProperty('directApply');
    expect(build({ how_to_apply_email: 'jobs@hollowcreek.example' }).directApply).toBe(true);
  });

  it('uses an earlier deadline as validThrough', () => {
    expect(build({ deadline: '2026-03-20' }).validThrough).toBe('2026-03-20T23:59:59.000Z');
  });

  it('puts validThrough in the past for an expired or filled job', () => {
    for (const status of ['expired', 'filled'] as const) {
      const validThrough = build({ status }).validThrough;
      expect(validThrough).toBeDefined();
      expect(Date.parse(validThrough as string)).toBeLessThan(now.getTime());
    }
  });
});

describe('serializeJsonLd', () => {
  it('escapes "<" so a description cannot close the script element', () => {
    const text = serializeJsonLd(build({ description: '</script><script>alert(1)</script>' }));
    expect(text).not.toContain('<');
    expect(JSON.parse(text).description).toBe('</script><script>alert(1)</script>');
  });
});
