// Built on first use and kept: a formatter is costly to build, and a blog list formats a date per story.
let storyDate: Intl.DateTimeFormat | undefined;

/** "Nov 24, 2026": a story's date in the site's time zone. */
export function formatStoryDate(iso: string): string {
  storyDate ??= new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'America/New_York',
  });
  return storyDate.format(new Date(iso));
}
