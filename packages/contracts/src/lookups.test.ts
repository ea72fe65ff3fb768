import { describe, expect, it } from 'vitest';
import { COMPENSATION_RANGES, HOURLY_RANGE_IDS, REGIONS, SALARIED_RANGE_IDS } from './lookups.ts';

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
});
