import { describe, expect, it } from 'vitest';
import { buildPageItems, type PageItem } from './pagination-range.ts';

const show = (items: PageItem[]) => items.map((i) => (i.type === 'page' ? String(i.page) : '…')).join(' ');

describe('buildPageItems (range 3, margins 2)', () => {
  it('shows nothing for a single page and every page when they all fit', () => {
    expect(buildPageItems(1, 1)).toEqual([]);
    expect(show(buildPageItems(1, 5))).toBe('1 2 3 4 5');
    expect(show(buildPageItems(4, 7))).toBe('1 2 3 4 5 6 7');
    expect(show(buildPageItems(1, 7))).toBe('1 2 3 … 6 7');
  });

  it('keeps 2 margin pages at each end and 3 pages around the current one', () => {
    expect(show(buildPageItems(10, 20))).toBe('1 2 … 9 10 11 … 19 20');
    expect(show(buildPageItems(1, 20))).toBe('1 2 3 … 19 20');
    expect(show(buildPageItems(20, 20))).toBe('1 2 … 18 19 20');
  });

  it('shows a lone hidden page instead of a gap', () => {
    expect(show(buildPageItems(5, 20))).toBe('1 2 3 4 5 6 … 19 20');
    expect(show(buildPageItems(16, 20))).toBe('1 2 … 15 16 17 18 19 20');
  });

  it('clamps a page past the end', () => {
    expect(show(buildPageItems(99, 10))).toBe('1 2 … 8 9 10');
  });
});
