import { SITE_TIME_ZONE } from '@gfj/contracts/site-time';

/** The offset of a time zone from UTC at an instant, in milliseconds. */
function zoneOffsetMs(format: Intl.DateTimeFormat, instantMs: number): number {
  const parts = Object.fromEntries(format.formatToParts(instantMs).map((p) => [p.type, p.value]));
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour) % 24,
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - instantMs;
}

const SITE_ZONE_FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/**
 * The instant a site day (YYYY-MM-DD) starts, plus `addDays`, in epoch milliseconds: what
 * `(day::date + addDays)::timestamp AT TIME ZONE 'America/New_York'` gives (midnight there is never
 * skipped nor repeated: the clocks change at 2 AM).
 */
export function siteDayStartMs(day: string, addDays = 0): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(y, m - 1, d + addDays);
  const first = utcMidnight - zoneOffsetMs(SITE_ZONE_FORMAT, utcMidnight);
  const offset = zoneOffsetMs(SITE_ZONE_FORMAT, first);
  return utcMidnight - offset;
}
