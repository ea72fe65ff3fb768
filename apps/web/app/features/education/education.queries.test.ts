import type { EstablishmentItem } from '@gfj/contracts/education';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../lib/load-context.ts';
import {
  educationPageHref,
  findPublicAlum,
  loadEducationPages,
  parseEducationPage,
} from './education.queries.ts';

/** The search as the API pages it (page, pageSize up to 100), over `total` establishments. */
function fakeSearch(total: number, failPage?: number) {
  const asked: string[] = [];
  const item = (id: number): EstablishmentItem => ({
    id,
    name: `School ${id}`,
    location: 'Troy, NY',
    description: '',
    sort_order: id,
    alums: [],
    tags: [],
  });
  const api: ApiClient = {
    get: async (path, schema) => {
      asked.push(path);
      const query = new URL(path, 'http://localhost').searchParams;
      const page = Number(query.get('page') ?? 1);
      const pageSize = Math.min(Number(query.get('pageSize') ?? 20), 100);
      if (page === failPage) return { ok: false, status: 503, data: null };
      const from = (page - 1) * pageSize;
      const ids = Array.from(
        { length: Math.max(0, Math.min(pageSize, total - from)) },
        (_, i) => from + i + 1,
      );
      const body = { count: total, page, items: ids.map(item), has_more_items: page * pageSize < total };
      return { ok: true, status: 200, data: schema.parse(body) };
    },
    send: async () => {
      throw new Error('not used');
    },
  };
  return { api, asked };
}

describe('loadEducationPages', () => {
  it('asks for one page as before', async () => {
    const { api, asked } = fakeSearch(45);
    const list = await loadEducationPages(api, [1], 1);
    expect(asked).toEqual(['/api/establishments/search?tag-ids%5B%5D=1']);
    expect(list).toMatchObject({ count: 45, page: 1, has_more_items: true });
    expect(list?.items.map((i) => i.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('shows pages 1 to N in one request while they fit in 100, and says when there is more', async () => {
    const { api, asked } = fakeSearch(45);
    const list = await loadEducationPages(api, [], 2);
    expect(asked).toEqual(['/api/establishments/search?pageSize=40']);
    expect(list).toMatchObject({ count: 45, page: 2, has_more_items: true });
    expect(list?.items).toHaveLength(40);
  });

  it('asks 100 at a time past 100, and stops at the last page', async () => {
    const { api, asked } = fakeSearch(230);
    const list = await loadEducationPages(api, [], 7);
    expect(asked).toEqual([
      '/api/establishments/search?pageSize=100',
      '/api/establishments/search?page=2&pageSize=100',
    ]);
    expect(list).toMatchObject({ page: 7, has_more_items: true });
    expect(list?.items.map((i) => i.id)).toEqual(Array.from({ length: 140 }, (_, i) => i + 1));

    const beyond = fakeSearch(230);
    const all = await loadEducationPages(beyond.api, [], 1_000_000);
    expect(beyond.asked).toHaveLength(3);
    expect(all).toMatchObject({ page: 12, has_more_items: false });
    expect(all?.items).toHaveLength(230);
  });

  it('is page 1 of nothing for an empty selection, and no list when a request fails', async () => {
    expect(await loadEducationPages(fakeSearch(0).api, [9], 3)).toEqual({
      count: 0,
      page: 1,
      items: [],
      has_more_items: false,
    });
    expect(await loadEducationPages(fakeSearch(230, 2).api, [], 7)).toBeNull();
  });
});

/** The API's one public alum: `known` answers 200, any other id 404. */
function fakePublicAlums(known: number) {
  const asked: string[] = [];
  const api: ApiClient = {
    get: async (path, schema) => {
      asked.push(path);
      if (path !== `/api/public-alums/${known}`) return { ok: false, status: 404, data: null };
      const body = {
        '@context': '/api/contexts/PublicAlum',
        '@id': path,
        '@type': 'PublicAlum',
        id: known,
        name: 'Dana Reyes',
        bio: 'Class of 2019.',
        contacted_counter: 2,
        establishment: { '@id': '/api/establishments/3', '@type': 'Establishment', id: 3, name: 'Farm' },
      };
      return { ok: true, status: 200, data: schema.parse(body) };
    },
    send: async () => {
      throw new Error('not used');
    },
  };
  return { api, asked };
}

describe('findPublicAlum', () => {
  it('asks the API for that one alum, not the whole directory', async () => {
    const { api, asked } = fakePublicAlums(7);
    const alum = await findPublicAlum(api, 7);
    expect(asked).toEqual(['/api/public-alums/7']);
    expect(alum).toMatchObject({ id: 7, name: 'Dana Reyes', establishment: { id: 3, name: 'Farm' } });
  });

  it('is null when the API finds no such public alum', async () => {
    const { api, asked } = fakePublicAlums(7);
    expect(await findPublicAlum(api, 8)).toBeNull();
    expect(asked).toEqual(['/api/public-alums/8']);
  });
});

describe('the page address', () => {
  it('reads page as a whole number from 1, else 1', () => {
    expect([null, '', '0', '-2', '1.5', 'two', '1e400', '3'].map(parseEducationPage)).toEqual([
      1, 1, 1, 1, 1, 1, 1, 3,
    ]);
  });

  it('keeps the selection and the pages shown', () => {
    expect(educationPageHref([])).toBe('/education');
    expect(educationPageHref([4])).toBe('/education?tag-ids[]=4');
    expect(educationPageHref([1, 3], 2)).toBe('/education?tag-ids[]=1&tag-ids[]=3&page=2');
    expect(educationPageHref([], 3)).toBe('/education?page=3');
  });
});
