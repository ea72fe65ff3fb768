import { slugifyPosition } from '../jobs/job-slug.ts';

/** URL slug of a title; `fallback` when nothing is left. */
export function slugify(text: string, fallback: string): string {
  const slug = slugifyPosition(text);
  return slug === 'job' && !/\bjob\b/i.test(text) ? fallback : slug;
}

/**
 * The first free slug among `base`, `base-2`, `base-3`... (`isTaken` asks the table, ignoring the
 * row being edited).
 */
export async function freeSlug(base: string, isTaken: (slug: string) => Promise<boolean>): Promise<string> {
  if (!(await isTaken(base))) return base;
  for (let n = 2; n < 1000; n++) {
    const candidate = `${base.slice(0, 200)}-${n}`;
    if (!(await isTaken(candidate))) return candidate;
  }
  return `${base.slice(0, 200)}-${Date.now().toString(36)}`;
}
