// Apart from the other lookups so a page that needs only these numbers (a job page, through
// job-display) does not load every lookup list.
import { NEW_LABEL_HOURS, TITLE_TRUNCATE } from './display-limits.ts';

/** Business constants (core 9). */
export const LIMITS = {
  defaultPageSize: 50,
  maxPageSize: 100,
  /** The last page number the API reads (its ids are PostgreSQL integers): larger ones are this. */
  maxPage: 2_147_483_647,
  countriesPageSize: 300,
  accountListPageSize: 8,
  newLabelHours: NEW_LABEL_HOURS,
  titleTruncate: TITLE_TRUNCATE,
  autocompleteMin: 3,
  jobLifetimeDays: 30,
  minimumHourlyWageCents: 1500,
} as const;
