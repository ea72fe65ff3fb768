/** Save search: name 3-38 (core 5, 9). Kept free of zod so the search page stays light. */
export const SAVED_SEARCH_NAME_MIN = 3;
export const SAVED_SEARCH_NAME_MAX = 38;

export function checkSavedSearchName(name: string): string | undefined {
  const value = name.trim();
  if (value.length < SAVED_SEARCH_NAME_MIN) return `Must be ${SAVED_SEARCH_NAME_MIN} or more characters long`;
  if (value.length > SAVED_SEARCH_NAME_MAX)
    return `Must be ${SAVED_SEARCH_NAME_MAX} or fewer characters long`;
  return undefined;
}
