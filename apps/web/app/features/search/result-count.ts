/**
 * 12345 -> "12,345", as toLocaleString('en-US') writes it. Written out because the first Intl
 * call of a page loads locale data, a ~60 ms task while the search page hydrates (decision 011).
 */
export function groupThousands(count: number): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "1 job", "1,234 jobs": the results' heading and the phone filters' button say it alike. */
export function jobCount(count: number): string {
  return count === 1 ? '1 job' : `${groupThousands(count)} jobs`;
}
