import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REGION_SLUGS, SORTS } from './lookups.ts';
import {
  applyFilterChange,
  defaultFilters,
  type FilterChange,
  isDirty,
  isRadiusEnabled,
  parseFiltersFromUrl,
  type SearchFilters,
  toQueryString,
} from './search-filters.ts';
import { isUnreadablePage } from './search-query.ts';

const on = (field: 'everywhere' | 'anywhere' | 'outside', value = true): FilterChange => ({ field, value });

describe('parsing the URL', () => {
  it('sets everywhere to 1 when neither anywhere nor outside is set', () => {
    expect(parseFiltersFromUrl('keywords=farm').everywhere).toBe(true);
    const remote = parseFiltersFromUrl('anywhere=1');
    expect([remote.everywhere, remote.anywhere]).toEqual([false, true]);
    const abroad = parseFiltersFromUrl('outside=1');
    expect([abroad.everywhere, abroad.outside]).toEqual([false, true]);
  });

  it('reads control characters in free text as spaces: never echoed into the page, never a refused search', () => {
    const odd = parseFiltersFromUrl(
      'keywords=cider%00maker%01x%09y&city_state_zip=%7FIthaca%0A&company_name=Acres%C2%85Farm',
    );
    expect(odd.keywords).toBe('cider maker x y');
    expect(odd.city_state_zip).toBe('Ithaca');
    expect(odd.company_name).toBe('Acres Farm');
    // Nothing but control characters is no keyword at all.
    expect(parseFiltersFromUrl('keywords=%00%1F').keywords).toBeUndefined();
    expect(toQueryString(odd)).toBe(
      'keywords=cider%20maker%20x%20y&city_state_zip=Ithaca&everywhere=1&company_name=Acres%20Farm',
    );
  });

  it('drops a page of 1 or lower', () => {
    expect(parseFiltersFromUrl('page=1').page).toBeUndefined();
    expect(parseFiltersFromUrl('page=0').page).toBeUndefined();
    expect(parseFiltersFromUrl('page=-3').page).toBeUndefined();
    expect(parseFiltersFromUrl('page=2').page).toBe(2);
  });

  it('reads a page past every page as the last one the API reads (it was page 1), and no other odd page', () => {
    expect(parseFiltersFromUrl('page=99999999999999999999').page).toBe(2_147_483_647);
    expect(parseFiltersFromUrl('page=2147483648').page).toBe(2_147_483_647);
    expect(parseFiltersFromUrl('page=1234567890').page).toBe(1_234_567_890);
    for (const odd of ['1e20', 'abc', '2.5', '-1', '0', '%2B3', '0x10']) {
      expect(parseFiltersFromUrl(`page=${odd}`).page, odd).toBeUndefined();
    }
  });

  it('tells a page the API refuses (below 1, or no number) from one it reads or none', () => {
    for (const odd of ['1e20', 'abc', '2.5', '-1', '0', '00', ' '])
      expect(isUnreadablePage(odd), odd).toBe(true);
    for (const fine of [undefined, '', '1', '7', '99999999999999999999']) {
      expect(isUnreadablePage(fine), String(fine)).toBe(false);
    }
  });

  it('gives a 4-digit numeric zip_code a leading 0', () => {
    expect(parseFiltersFromUrl('zip_code=2134').zip_code).toBe('02134');
    expect(parseFiltersFromUrl('zip_code=abcd').zip_code).toBeUndefined();
    expect(parseFiltersFromUrl('zip_code=123').zip_code).toBeUndefined();
  });

  it('reads bracket arrays, nested compensation arrays as numbers, and ignores invalid values', () => {
    const f = parseFiltersFromUrl(
      'regions[]=west&regions[]=mars&categories[]=1&categories[]=99&categories[]=x&types[]=2' +
        '&compensation_types[paid][]=5&compensation_types[unpaid][]=6&compensation_ranges[salaried][]=10' +
        '&compensation_ranges[hourly][]=12&compensation_ranges[hourly][]=10&distance=45&sort=bogus' +
        '&date_posted=year&since=2026-02-30&until=2026-03-01&pageSize=500&work_visa=1',
    );
    expect(f.regions).toEqual(['west']);
    expect(f.categories).toEqual([1]);
    expect(f.types).toEqual([2]);
    expect(f.compensation_types).toEqual({ paid: [5], unpaid: [6] });
    expect(f.compensation_ranges).toEqual({ salaried: [10], hourly: [12] });
    expect(f.distance).toBeUndefined();
    expect(f.sort).toBeUndefined();
    expect(f.date_posted).toBeUndefined();
    expect(f.since).toBeUndefined();
    expect(f.until).toBe('2026-03-01');
    expect(f.pageSize).toBe(100);
    expect(f.work_visa).toBe(true);
  });

  it('defaults distance to 30 with a valid zip and keeps 15/30/60', () => {
    expect(parseFiltersFromUrl('zip_code=10001').distance).toBe(30);
    expect(parseFiltersFromUrl('zip_code=10001&distance=60').distance).toBe(60);
    expect(parseFiltersFromUrl('distance=60').distance).toBeUndefined();
  });

  it('accepts an already parsed qs object', () => {
    const f = parseFiltersFromUrl({ categories: ['3'], compensation_types: { paid: ['4'] }, outside: '1' });
    expect(f.categories).toEqual([3]);
    expect(f.compensation_types.paid).toEqual([4]);
    expect(f.outside).toBe(true);
  });
});

describe('filter change rules', () => {
  const base = parseFiltersFromUrl('zip_code=10001&distance=60&page=4');

  it('makes outside, remote and everywhere mutually exclusive', () => {
    const remote = applyFilterChange(defaultFilters(), on('anywhere'));
    expect([remote.everywhere, remote.anywhere, remote.outside]).toEqual([false, true, false]);
    const abroad = applyFilterChange(remote, on('outside'));
    expect([abroad.everywhere, abroad.anywhere, abroad.outside]).toEqual([false, false, true]);
    const all = applyFilterChange(abroad, on('everywhere'));
    expect([all.everywhere, all.anywhere, all.outside]).toEqual([true, false, false]);
  });

  it('does not let everywhere be unchecked when no other is set', () => {
    const f = applyFilterChange(defaultFilters(), on('everywhere', false));
    expect(f.everywhere).toBe(true);
    const back = applyFilterChange(
      applyFilterChange(defaultFilters(), on('anywhere')),
      on('anywhere', false),
    );
    expect([back.everywhere, back.anywhere]).toEqual([true, false]);
  });

  it('clears zip code, distance and regions (all US places) when choosing outside', () => {
    const f = applyFilterChange({ ...base, regions: ['west', 'north-east'] }, on('outside'));
    expect(f.zip_code).toBeUndefined();
    expect(f.distance).toBeUndefined();
    expect(f.regions).toEqual([]);
    // A URL carrying both reads as the scope: outside, without the region.
    const read = parseFiltersFromUrl('outside=1&regions[]=west');
    expect([read.outside, read.regions]).toEqual([true, []]);
    // Choosing a region afterwards leaves "outside the US" for everywhere, as a zip does.
    const back = applyFilterChange(f, { field: 'regions', value: ['west'] });
    expect([back.everywhere, back.outside, back.regions]).toEqual([true, false, ['west']]);
  });

  it('sets distance 30 for a valid zip when none is set, and clearing the zip clears distance', () => {
    const typing = applyFilterChange(defaultFilters(), { field: 'zip_code', value: '1000' });
    expect(typing.distance).toBeUndefined();
    expect(isRadiusEnabled(typing)).toBe(false);
    const valid = applyFilterChange(typing, { field: 'zip_code', value: '10001' });
    expect(valid.distance).toBe(30);
    expect(isRadiusEnabled(valid)).toBe(true);
    expect(applyFilterChange(base, { field: 'zip_code', value: '10002' }).distance).toBe(60);
    const cleared = applyFilterChange(valid, { field: 'zip_code', value: '' });
    expect([cleared.zip_code, cleared.distance]).toEqual([undefined, undefined]);
  });

  it('ignores a radius until a valid zip is present', () => {
    expect(applyFilterChange(defaultFilters(), { field: 'distance', value: 15 }).distance).toBeUndefined();
    expect(applyFilterChange(base, { field: 'distance', value: 15 }).distance).toBe(15);
  });

  it('resets the page on any filter change, but not on a page change', () => {
    expect(base.page).toBe(4);
    expect(applyFilterChange(base, { field: 'keywords', value: 'chef' }).page).toBeUndefined();
    expect(applyFilterChange(base, { field: 'page', value: 5 }).page).toBe(5);
    expect(applyFilterChange(base, { field: 'page', value: 1 }).page).toBeUndefined();
  });

  it('removes salaried ranges when paid 5 is unchecked, hourly when 4 is, all when none is left', () => {
    const f = parseFiltersFromUrl(
      'compensation_types[paid][]=4&compensation_types[paid][]=5&compensation_ranges[salaried][]=10&compensation_ranges[hourly][]=12',
    );
    const noSalary = applyFilterChange(f, { field: 'compensation_types', kind: 'paid', value: [4] });
    expect(noSalary.compensation_ranges).toEqual({ salaried: [], hourly: [12] });
    const noHourly = applyFilterChange(f, { field: 'compensation_types', kind: 'paid', value: [5] });
    expect(noHourly.compensation_ranges).toEqual({ salaried: [10], hourly: [] });
    const none = applyFilterChange(f, { field: 'compensation_types', kind: 'paid', value: [] });
    expect(none.compensation_ranges).toEqual({ salaried: [], hourly: [] });
  });

  it('is dirty when any field other than everywhere differs from its default', () => {
    expect(isDirty(parseFiltersFromUrl(''))).toBe(false);
    expect(isDirty(parseFiltersFromUrl('everywhere=1&page=3'))).toBe(false);
    expect(isDirty(parseFiltersFromUrl('anywhere=1'))).toBe(true);
    expect(isDirty(parseFiltersFromUrl('keywords=farm'))).toBe(true);
    expect(isDirty(parseFiltersFromUrl('sort=date_added.asc'))).toBe(true);
  });

  it('writes bracket style and drops page 1', () => {
    const f = parseFiltersFromUrl('regions[]=west&compensation_types[paid][]=5&page=1&keywords=farm hand');
    expect(toQueryString(f)).toBe(
      'keywords=farm%20hand&regions[]=west&everywhere=1&compensation_types[paid][]=5',
    );
    expect(toQueryString(f, { encodeBrackets: true })).toContain('regions%5B%5D=west');
  });
});

const changeArb: fc.Arbitrary<FilterChange> = fc.oneof(
  fc.record({
    field: fc.constantFrom('everywhere', 'anywhere', 'outside', 'work_visa' as const),
    value: fc.boolean(),
  }),
  fc.record({
    field: fc.constant('zip_code' as const),
    value: fc.option(fc.stringMatching(/^\d{0,6}$/), { nil: undefined }),
  }),
  fc.record({ field: fc.constant('distance' as const), value: fc.constantFrom(15, 30, 60, undefined) }),
  fc.record({ field: fc.constant('keywords' as const), value: fc.option(fc.string(), { nil: undefined }) }),
  fc.record({ field: fc.constant('regions' as const), value: fc.subarray([...REGION_SLUGS]) }),
  fc.record({ field: fc.constant('categories' as const), value: fc.subarray([1, 2, 3, 4, 5, 6, 7, 8]) }),
  fc.record({
    field: fc.constant('compensation_types' as const),
    kind: fc.constant('paid' as const),
    value: fc.subarray([4, 5]),
  }),
  fc.record({
    field: fc.constant('compensation_ranges' as const),
    kind: fc.constantFrom('salaried', 'hourly' as const),
    value: fc.subarray([12, 13, 16, 10, 11, 3]),
  }),
  fc.record({ field: fc.constant('sort' as const), value: fc.constantFrom(...SORTS, undefined) }),
  fc.record({
    field: fc.constant('date_posted' as const),
    value: fc.constantFrom('any', '24hours', 'week', 'month' as const),
  }),
  fc.record({ field: fc.constant('page' as const), value: fc.integer({ min: -2, max: 9 }) }),
);

const stateArb: fc.Arbitrary<SearchFilters> = fc
  .array(changeArb, { maxLength: 12 })
  .map((changes) => changes.reduce((s, c) => applyFilterChange(s, c), defaultFilters()));

describe('filter rule properties', () => {
  it('keeps exactly one location scope after any sequence of changes', () => {
    fc.assert(
      fc.property(stateArb, (s) => {
        expect([s.everywhere, s.anywhere, s.outside].filter(Boolean)).toHaveLength(1);
        if (s.outside) expect([s.zip_code, s.regions]).toEqual([undefined, []]);
      }),
    );
  });

  it('resets the page on every change other than a page change', () => {
    fc.assert(
      fc.property(stateArb, changeArb, (s, c) => {
        fc.pre(c.field !== 'page');
        expect(applyFilterChange({ ...s, page: 7 }, c).page).toBeUndefined();
      }),
    );
  });

  it('never keeps ranges of an unchecked paid type after a paid-type change', () => {
    fc.assert(
      fc.property(stateArb, fc.subarray([4, 5]), (s, paid) => {
        const next = applyFilterChange(s, { field: 'compensation_types', kind: 'paid', value: paid });
        if (!paid.includes(5)) expect(next.compensation_ranges.salaried).toEqual([]);
        if (!paid.includes(4)) expect(next.compensation_ranges.hourly).toEqual([]);
      }),
    );
  });

  it('has a distance only alongside a zip', () => {
    fc.assert(fc.property(stateArb, (s) => (s.distance === undefined ? true : s.zip_code !== undefined)));
  });

  it('round-trips: parse(toQueryString(parse(url))) equals parse(url)', () => {
    fc.assert(
      fc.property(stateArb, (s) => {
        const once = parseFiltersFromUrl(toQueryString(s));
        expect(parseFiltersFromUrl(toQueryString(once))).toEqual(once);
      }),
    );
  });

  it('round-trips a valid state exactly', () => {
    fc.assert(
      fc.property(stateArb, (s) => {
        fc.pre(s.zip_code === undefined || isRadiusEnabled(s));
        expect(parseFiltersFromUrl(toQueryString(s))).toEqual(s);
      }),
    );
  });

  it('is clean exactly when every filter is at its default', () => {
    fc.assert(
      fc.property(
        stateArb,
        (s) => isDirty(s) === (toQueryString({ ...s, page: undefined }) !== 'everywhere=1'),
      ),
    );
  });
});
