import { DEFAULT_COUNTRY } from '@gfj/contracts/lookups';
import type { Country } from '@gfj/contracts/reference';

/**
 * The stored country and state as the pickers name them: a profile may hold codes ("US", "OR"),
 * which must show as the selected country and state rather than a blank select.
 */
export function resolveStoredPlace(
  list: readonly Country[],
  country: string | undefined,
  state: string | undefined,
): { country: string; state: string; states: string[] } {
  const wanted = (country ?? DEFAULT_COUNTRY.name).trim().toLowerCase();
  const found = list.find((c) => [c.name, c.code, c.code3].some((v) => v.toLowerCase() === wanted));
  if (!found) return { country: country ?? '', state: state ?? '', states: [] };
  const states = found.states.map((s) => s.name);
  const stateWanted = (state ?? '').trim().toLowerCase();
  const stateFound = found.states.find(
    (s) => s.name.toLowerCase() === stateWanted || s.code.toLowerCase() === stateWanted,
  );
  return { country: found.name, state: stateFound?.name ?? (states.length > 0 ? '' : (state ?? '')), states };
}
