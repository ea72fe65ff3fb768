/** core 9: pagination shows a range of 3 pages around the current one and 2 margin pages each end. */
export const PAGE_RANGE = 3;
export const PAGE_MARGINS = 2;

export type PageItem = { type: 'page'; page: number } | { type: 'gap'; key: string };

/**
 * The page links to show for `current` of `total` pages: the first and last `margins` pages, a
 * window of `range` pages around the current one, and a gap where pages are left out. A gap that
 * would hide a single page shows that page instead.
 */
export function buildPageItems(
  current: number,
  total: number,
  range = PAGE_RANGE,
  margins = PAGE_MARGINS,
): PageItem[] {
  if (total <= 1) return [];
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  let start = page - Math.floor((range - 1) / 2);
  let end = start + range - 1;
  if (start < 1) {
    end += 1 - start;
    start = 1;
  }
  if (end > total) {
    start = Math.max(1, start - (end - total));
    end = total;
  }
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margins, total); p++) shown.add(p);
  for (let p = Math.max(1, total - margins + 1); p <= total; p++) shown.add(p);
  for (let p = start; p <= end; p++) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of pages) {
    if (p - previous === 2) items.push({ type: 'page', page: p - 1 });
    else if (p - previous > 2) items.push({ type: 'gap', key: `gap-${previous}` });
    items.push({ type: 'page', page: p });
    previous = p;
  }
  return items;
}
