import { describe, expect, it } from 'vitest';
import { BadRequestError } from './errors.ts';
import { parseIri, tryParseIri } from './iri.ts';
import { MAX_PAGE, parsePagination } from './pagination.ts';

describe('parsePagination', () => {
  it('defaults to page 1 and the resource page size, else 30', () => {
    expect(parsePagination({})).toEqual({ page: 1, pageSize: 30, offset: 0 });
    expect(parsePagination({}, { defaultPageSize: 8 })).toEqual({ page: 1, pageSize: 8, offset: 0 });
  });

  it('clamps pageSize silently and ignores an unparsable one', () => {
    expect(parsePagination({ pageSize: '1000' }, { maxPageSize: 300 }).pageSize).toBe(300);
    expect(parsePagination({ pageSize: 'lots' }).pageSize).toBe(30);
    expect(parsePagination({ page: '3', pageSize: '10' })).toEqual({ page: 3, pageSize: 10, offset: 20 });
  });

  it('takes API Platform’s itemsPerPage as the page size (its Admin sends it), pageSize first', () => {
    expect(parsePagination({ page: '2', itemsPerPage: '10' })).toEqual({ page: 2, pageSize: 10, offset: 10 });
    expect(parsePagination({ pageSize: '5', itemsPerPage: '10' }).pageSize).toBe(5);
  });

  it('answers a page past the last, however large, as a page (empty) rather than a 400', () => {
    expect(parsePagination({ page: '5000', pageSize: '10' }).page).toBe(5000);
    for (const page of ['9007199254740993', '99999999999999999999']) {
      expect(parsePagination({ page, pageSize: '10' })).toEqual({
        page: MAX_PAGE,
        pageSize: 10,
        offset: (MAX_PAGE - 1) * 10,
      });
    }
  });

  it.each(['0', '-1', 'abc', '1.5', '-99999999999999999999'])('rejects page=%s with a 400', (page) => {
    expect(() => parsePagination({ page })).toThrow(BadRequestError);
  });
});

describe('IRIs', () => {
  it('accepts an IRI or a bare id', () => {
    expect(parseIri('/api/countries/5', 'countries')).toBe(5);
    expect(parseIri('5', 'countries')).toBe(5);
    expect(parseIri(5, '/api/countries')).toBe(5);
  });

  it('rejects an IRI of another resource with the conventions message', () => {
    expect(() => parseIri('/api/users/5', 'countries')).toThrow('Invalid IRI "/api/users/5"');
    expect(tryParseIri('nope', 'countries')).toBeUndefined();
  });
});
