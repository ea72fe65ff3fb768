// Operational constants the spec fixes (core 9, content 9), shared by the server and the browser.

/** Error-reporting sample rates: traces, session replays, and replays of sessions with an error. */
export const ERROR_REPORTING_SAMPLE_RATES = {
  traces: 0.5,
  sessionReplays: 0.1,
  replaysOnError: 1,
} as const;

const MINUTE_MS = 60_000;

/**
 * The browser query cache's stale and garbage-collection times, in milliseconds: 10 minutes unless
 * the spec gives a shorter or longer one (category images, the job slider and the home slider 5
 * minutes; blog lists 24 hours).
 */
export const QUERY_CACHE_MS = {
  default: 10 * MINUTE_MS,
  categoryImages: 5 * MINUTE_MS,
  jobSlider: 5 * MINUTE_MS,
  homeSlider: 5 * MINUTE_MS,
  blog: 24 * 60 * MINUTE_MS,
} as const;
