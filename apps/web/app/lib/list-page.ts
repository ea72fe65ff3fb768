import { data } from 'react-router';

/**
 * A list page past the last one (`?page=99` of 2) is not a page: it answers 404, as search engines
 * and people following an old link expect, instead of an empty list that says there is nothing
 * here yet. Page 1 is always a page (its empty state says so); `shown` is how many entries the
 * asked page holds, checked only when the list loaded (a failed load shows its own error).
 */
export function throwIfPastLastPage(page: number, shown: number | undefined): void {
  if (page > 1 && shown === 0) throw data(null, { status: 404 });
}
