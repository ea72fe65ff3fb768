import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { seedReferenceData } from '../../db/seed/reference.ts';
import { findCityCentroid, findZipCentroid } from './geo.repository.ts';
import { geocodeJob } from './geocode-job.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('geocoding', () => {
  it('finds a zip centroid', async () => {
    const ithaca = await findZipCentroid(t.db, '14850');
    expect(ithaca?.latitude).toBeCloseTo(42.44, 1);
    expect(ithaca?.longitude).toBeCloseTo(-76.5, 1);
    expect(await findZipCentroid(t.db, '00000')).toBeUndefined();
  });

  it('averages a city centroid', async () => {
    const nyc = await findCityCentroid(t.db, 'new york', 'ny');
    expect(nyc?.latitude).toBeCloseTo(40.75, 0);
  });

  it('geocodes a job from its zip, else city and state, US only', async () => {
    expect((await geocodeJob(t.db, { zip_code: '14850' }))?.location.y).toBeCloseTo(42.44, 1);
    expect(await geocodeJob(t.db, { city: 'Ithaca', state: 'NY' })).toBeDefined();
    expect(await geocodeJob(t.db, { city: 'Lyon', country: 'FR' })).toBeUndefined();
    expect(await geocodeJob(t.db, { city: 'Nowhere', state: 'NY' })).toBeUndefined();
  });

  it('reference seeding is idempotent', async () => {
    await seedReferenceData(t.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/states?country=1' });
    expect(res.json().totalItems).toBe(56);
    const countries = (await t.app.inject({ method: 'GET', url: '/api/countries?pageSize=300' })).json();
    expect(countries.member[0].code).toBe('US');
  });
});
