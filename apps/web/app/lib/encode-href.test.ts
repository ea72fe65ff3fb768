import { parseBracketQuery } from '@gfj/contracts';
import { describe, expect, it } from 'vitest';
import { encodeHrefBrackets } from './encode-href.ts';

describe('encodeHrefBrackets', () => {
  it('encodes the brackets of the query only, keeping what the query means', () => {
    const href = '/search?categories[]=1&compensation_types[paid][]=5#top';
    const encoded = encodeHrefBrackets(href);
    expect(encoded).toBe('/search?categories%5B%5D=1&compensation_types%5Bpaid%5D%5B%5D=5#top');
    expect(parseBracketQuery(encoded.slice(8, -4))).toEqual(parseBracketQuery(href.slice(8, -4)));
    expect(encodeHrefBrackets('/jobs/1/a[b]')).toBe('/jobs/1/a[b]');
  });
});
