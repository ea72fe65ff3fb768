import { QUERY_CACHE_MS } from '@gfj/contracts/operations';
import { loadCached } from '../../lib/cached-loader.ts';

// Apart from home.queries.ts, whose fetchers (with zod) run on the server only.

export const homeKeys = {
  /** The home loader's data: the popular jobs carousel and the slider. */
  widgets: ['home', 'widgets'] as const,
};

/**
 * The home page's widgets on a client navigation, kept 5 minutes (the spec's time for the
 * carousel and the slider, core 7 and content 7).
 */
export function loadHomeWidgetsCached<T>(serverLoader: () => Promise<T>): Promise<T> {
  return loadCached({ queryKey: homeKeys.widgets, load: serverLoader, keepMs: QUERY_CACHE_MS.homeSlider });
}
