import { describe, expect, it } from 'vitest';
import { archiveHref, archiveSearchPath, readArchiveState } from './newsletter-url.ts';

describe('the archive state in the address (content 2)', () => {
  it('reads keywords, guest-post, page and scroll-size, and writes them back', () => {
    const state = readArchiveState(new URLSearchParams('keywords=bread&guest-post=1&page=3&scroll-size=640'));
    expect(state).toEqual({ keywords: 'bread', guestOnly: true, page: 3, scrollSize: 640 });
    expect(archiveHref(state)).toBe('/newsletter?keywords=bread&guest-post=1&page=3&scroll-size=640');
    expect(archiveHref({ keywords: '', guestOnly: false, page: 1, scrollSize: 0 })).toBe('/newsletter');
  });

  it('ignores values that are not whole numbers and caps the pages a reload asks for', () => {
    expect(readArchiveState(new URLSearchParams('page=-2&scroll-size=abc'))).toMatchObject({
      page: 1,
      scrollSize: 0,
    });
    expect(readArchiveState(new URLSearchParams('page=999')).page).toBe(20);
  });

  it('asks for every earlier page at once on a reload (12 per page times the page)', () => {
    const state = readArchiveState(new URLSearchParams('page=3'));
    expect(archiveSearchPath(state, 1, state.page)).toBe('/api/newsletter-issues/search?page=1&pageSize=36');
    expect(archiveSearchPath({ ...state, keywords: 'seed' }, 4)).toBe(
      '/api/newsletter-issues/search?keywords=seed&page=4&pageSize=12',
    );
  });
});
