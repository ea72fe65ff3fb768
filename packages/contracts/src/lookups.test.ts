import { describe, expect, it } from 'vitest';
import {
  COMPENSATION_RANGES,
  ETHNICITIES,
  ETHNICITY_OPTIONS,
  GENDER_OPTIONS,
  GENDERS,
  HOURLY_RANGE_IDS,
  REGIONS,
  SALARIED_RANGE_IDS,
} from './lookups.ts';

describe('lookups', () => {
  it('assigns each US state and DC to exactly one region', () => {
    const all = REGIONS.flatMap((r) => r.states);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(51);
  });

  it('keeps hourly and salaried ranges under their paid type', () => {
    for (const id of HOURLY_RANGE_IDS)
      expect(COMPENSATION_RANGES.find((r) => r.id === id)?.compensationTypeId).toBe(4);
    for (const id of SALARIED_RANGE_IDS)
      expect(COMPENSATION_RANGES.find((r) => r.id === id)?.compensationTypeId).toBe(5);
  });

  it('offers every gender and ethnicity value once, each under its own capitalised label', () => {
    for (const [options, values] of [
      [GENDER_OPTIONS, GENDERS],
      [ETHNICITY_OPTIONS, ETHNICITIES],
    ] as const) {
      expect(options.map((o) => o.value).sort()).toEqual([...values].sort());
      const labels = options.map((o) => o.label);
      expect(new Set(labels).size).toBe(labels.length);
      for (const label of labels) expect(label.charAt(0)).toBe(label.charAt(0).toUpperCase());
    }
    expect(ETHNICITY_OPTIONS.find((o) => o.value === 'black or african american')?.label).toBe(
      'Black or African American',
    );
    // One refusal per list: "Prefer not to say" once, nothing else saying the same.
    for (const options of [GENDER_OPTIONS, ETHNICITY_OPTIONS]) {
      expect(options.filter((o) => /prefer not|not specify/i.test(o.label))).toHaveLength(1);
    }
  });
});
