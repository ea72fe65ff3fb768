import { DUPLICATE_VALUE_MESSAGE } from '@gfj/contracts';
import { ValidationError } from '../../http/errors.ts';
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

/**
 * The slug staff typed (as a slug: `Spring Harvest` is `spring-harvest`), or a 422 on `slug` when
 * another item has it (decision 074): an address they chose, perhaps already given out, must not
 * quietly become `-2`. A slug made from a title takes the first free one instead (freeSlug).
 */
export async function claimSlug(
  asked: string,
  fallback: string,
  isTaken: (slug: string) => Promise<boolean>,
): Promise<string> {
  const slug = slugify(asked, fallback);
  if (await isTaken(slug)) throw ValidationError.of('slug', DUPLICATE_VALUE_MESSAGE);
  return slug;
}
