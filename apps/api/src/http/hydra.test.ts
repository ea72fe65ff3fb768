import { describe, expect, it } from 'vitest';
import { buildCollection, buildItem, buildView, formatDateTime } from './hydra.ts';

describe('buildView (api-conventions: Collections)', () => {
  it('is omitted for one page without other parameters', () => {
    expect(buildView('/api/jobs', 1, 30, 5)).toBeUndefined();
    expect(buildView('/api/jobs?page=1', 1, 30, 5)).toBeUndefined();
    expect(buildView('/api/jobs', 1, 30, 0)).toBeUndefined();
  });

  it('is only {@id,@type} for one page with other parameters', () => {
    expect(buildView('/api/jobs?status[]=approved', 1, 30, 5)).toEqual({
      '@id': '/api/jobs?status%5B%5D=approved',
      '@type': 'PartialCollectionView',
    });
    expect(buildView('/api/jobs?page=1&status[]=approved', 1, 30, 5)).toEqual({
      '@id': '/api/jobs?status%5B%5D=approved&page=1',
      '@type': 'PartialCollectionView',
    });
  });

  it('links first/last/previous/next, keeps other params, moves page last, encodes brackets', () => {
    expect(buildView('/api/jobs?page=2&status[]=approved', 2, 30, 137)).toEqual({
      '@id': '/api/jobs?status%5B%5D=approved&page=2',
      '@type': 'PartialCollectionView',
      first: '/api/jobs?status%5B%5D=approved&page=1',
      last: '/api/jobs?status%5B%5D=approved&page=5',
      previous: '/api/jobs?status%5B%5D=approved&page=1',
      next: '/api/jobs?status%5B%5D=approved&page=3',
    });
  });

  it('has no previous on the first page and no next on the last', () => {
    const first = buildView('/api/jobs', 1, 10, 25);
    expect(first).toEqual({
      '@id': '/api/jobs?page=1',
      '@type': 'PartialCollectionView',
      first: '/api/jobs?page=1',
      last: '/api/jobs?page=3',
      next: '/api/jobs?page=2',
    });
    const last = buildView('/api/jobs?page=3', 3, 10, 25);
    expect(last).not.toHaveProperty('next');
    expect(last?.previous).toBe('/api/jobs?page=2');
  });

  it('encodes nested bracket parameters', () => {
    const view = buildView('/api/jobs?compensation_types[paid][]=4&page=1', 1, 1, 2);
    expect(view?.next).toBe('/api/jobs?compensation_types%5Bpaid%5D%5B%5D=4&page=2');
  });
});

describe('buildCollection', () => {
  it('orders keys and puts flags right after totalItems; @id has no query', () => {
    const collection = buildCollection({
      contextType: 'Job',
      requestUrl: '/api/jobs/search?keywords=farm',
      page: 1,
      pageSize: 30,
      totalItems: 1,
      member: [{ '@id': '/api/jobs/1' }],
      flags: { isSavableSearch: true, isFallbackResults: false },
    });
    expect(Object.keys(collection)).toEqual([
      '@context',
      '@id',
      '@type',
      'totalItems',
      'isSavableSearch',
      'isFallbackResults',
      'member',
      'view',
    ]);
    expect(collection['@id']).toBe('/api/jobs/search');
  });
});

describe('items', () => {
  it('omits null fields and writes RFC 3339 dates with an offset', () => {
    const item = buildItem('Job', '/api/jobs/42', {
      position: 'Farm Manager',
      city: null,
      date_added: formatDateTime(new Date('2026-05-01T12:00:00.123Z')),
    });
    expect(item).toEqual({
      '@context': '/api/contexts/Job',
      '@id': '/api/jobs/42',
      '@type': 'Job',
      position: 'Farm Manager',
      date_added: '2026-05-01T12:00:00+00:00',
    });
  });
});
