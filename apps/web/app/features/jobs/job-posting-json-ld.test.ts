import { describe, expect, it } from 'vitest';
import { buildJob } from './job.fixture.ts';
import { buildJobPostingJsonLd, buildListingJsonLd, serializeJsonLd } from './job-posting-json-ld.ts';

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

  it('takes the structured pay as the range when the poster gave it', () => {
    const posting = build({ pay_period: 'year', pay_min: 4_200_000, pay_max: 4_800_050 });
    expect(posting.baseSalary?.value).toEqual({
      '@type': 'QuantitativeValue',
      minValue: 42000,
      maxValue: 48000.5,
      unitText: 'YEAR',
    });
    expect(build({ pay_period: 'hour', pay_min: 1850 }).baseSalary?.value).toEqual({
      '@type': 'QuantitativeValue',
      minValue: 18.5,
      unitText: 'HOUR',
    });
  });

  it('leaves baseSalary out when no range is known', () => {
    expect(build({ compensation_range: undefined })).not.toHaveProperty('baseSalary');
  });

  it('claims directApply only when the site’s own form takes the application', () => {
    expect(build()).not.toHaveProperty('directApply');
    const onSite = { apply_on_site: true };
    expect(build(onSite).directApply).toBe(true);
    // The form is closed once the job is filled or its deadline has passed.
    expect(build({ ...onSite, status: 'filled' })).not.toHaveProperty('directApply');
    expect(build({ ...onSite, past_deadline: true })).not.toHaveProperty('directApply');
  });

  it('quotes the salary in the currency of the job’s country, and leaves it out when unknown', () => {
    expect(build({ country: 'CA' }).baseSalary?.currency).toBe('CAD');
    expect(build({ country: 'FR' }).baseSalary?.currency).toBe('EUR');
    expect(build({ country: 'ZZ' })).not.toHaveProperty('baseSalary');
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

describe('buildListingJsonLd', () => {
  const listing = (overrides: Parameters<typeof buildJob>[0]) =>
    buildListingJsonLd(buildJob(overrides), { url, siteUrl: 'https://goodfoodjobs.example', now });

  it('gives jobs a JobPosting', () => {
    expect(listing({})['@type']).toBe('JobPosting');
  });

  it('describes a business for sale as an Offer of the business, not as a job', () => {
    const offer = listing({
      post_type: { '@id': '/api/job-post-types/2', '@type': 'JobPostType', id: 2, name: 'business for sale' },
      position: 'Bakery with Wood-Fired Oven',
      business_sale_type: 'Bakery',
      business_sale_price: 18500000,
    });
    expect(offer).toMatchObject({
      '@type': 'Offer',
      name: 'Bakery with Wood-Fired Oven',
      price: '185000.00',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      itemOffered: { '@type': 'Product', name: 'Bakery with Wood-Fired Oven', category: 'Bakery' },
      seller: { '@type': 'Organization', name: 'Hollow Creek Farm' },
    });
    expect(offer).not.toHaveProperty('hiringOrganization');
  });

  it('describes an education program as an EducationalOccupationalProgram with its fees', () => {
    const program = listing({
      post_type: { '@id': '/api/job-post-types/3', '@type': 'JobPostType', id: 3, name: 'education program' },
      position: 'Farm Apprenticeship Season',
      education_program_fees: 120000,
      deadline: '2026-04-01',
    });
    expect(program).toMatchObject({
      '@type': 'EducationalOccupationalProgram',
      name: 'Farm Apprenticeship Season',
      provider: { '@type': 'EducationalOrganization', name: 'Hollow Creek Farm' },
      applicationDeadline: '2026-04-01',
      offers: { '@type': 'Offer', category: 'Tuition', price: '1200.00', priceCurrency: 'USD' },
    });
    expect(program).not.toHaveProperty('baseSalary');
  });
});
