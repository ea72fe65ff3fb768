import { everySeconds, type Schedule } from '../../worker/schedules.ts';
import { refreshSearchSuggestions } from './search.autocomplete.ts';

/** The autocomplete suggestions, rebuilt every SUGGESTIONS_REFRESH_SECONDS (a minute) by one process. */
export const searchSuggestionsSchedule: Schedule = {
  name: 'search-suggestions',
  pattern: (config) => everySeconds(config.suggestionsRefreshSeconds),
  run: async (app) => {
    await refreshSearchSuggestions(app.db);
  },
};
