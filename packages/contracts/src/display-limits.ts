// The two limits the job cards and the job page show by, apart from LIMITS (limits.ts, which
// includes them): those pages' first-load JavaScript carries these numbers, not the whole table.

/** A job is labelled New for this many hours after it was added (core 4). */
export const NEW_LABEL_HOURS = 48;
/** Titles longer than this many characters are cut (core 2, Home). */
export const TITLE_TRUNCATE = 38;
