/** "Nov 24, 2026": a story's date in the site's time zone. */
export function formatStoryDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'America/New_York',
  }).format(new Date(iso));
}
