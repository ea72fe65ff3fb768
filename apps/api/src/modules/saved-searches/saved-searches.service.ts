import {
  normalizeSavedSearchParams,
  SEEKER_MESSAGES,
  savedSearchCreateSchema,
  savedSearchPatchSchema,
} from '@gfj/contracts';
import type { Db } from '../../db/client.ts';
import { NotFoundError, ValidationError } from '../../http/errors.ts';
import { applyMergePatch } from '../../http/merge-patch.ts';
import { INVALID_TEXT_MESSAGE, isInvalidText } from '../../http/text-check.ts';
import { parseOrThrow } from '../../http/violations.ts';
import type { SignedInViewer } from '../auth/auth.plugin.ts';
import { adjustUserCounter } from '../user-counters/user-counters.repository.ts';
import {
  deleteSavedSearch,
  findSavedSearch,
  insertSavedSearch,
  updateSavedSearch,
} from './saved-searches.repository.ts';
import type { SavedSearchRow } from './saved-searches.table.ts';
import { verifyUnsubscribeToken } from './unsubscribe-token.ts';

/**
 * Saves the caller's search. `params` is the search page's query string, normalised with the
 * contracts' filter functions; a search with no filter (not savable) is refused on `params`.
 */
export async function createSavedSearch(
  db: Db,
  viewer: SignedInViewer,
  body: unknown,
): Promise<SavedSearchRow> {
  const input = parseOrThrow(savedSearchCreateSchema, body);
  const params = normalizeSavedSearchParams(input.params);
  if (params === undefined) throw ValidationError.of('params', SEEKER_MESSAGES.searchNotSavable);
  // Percent-encoded, a NUL passes the body's text check; decoded, it would fail every alert's
  // search. The normalising reads control characters in search text as spaces (decision 064), so
  // this holds for whatever else a future filter lets through.
  if ([...new URLSearchParams(params).values()].some(isInvalidText)) {
    throw ValidationError.of('params', INVALID_TEXT_MESSAGE);
  }
  return db.transaction(async (tx) => {
    const row = await insertSavedSearch(tx, { userId: viewer.userId, name: input.name, params });
    await adjustUserCounter(tx, viewer.userId, 'savedSearchesCount', 1);
    return row;
  });
}

/** The caller's saved search; anyone else's is a 404. */
export async function getOwnSavedSearch(db: Db, viewer: SignedInViewer, id: number): Promise<SavedSearchRow> {
  const row = await findSavedSearch(db, id);
  if (!row || row.userId !== viewer.userId) throw new NotFoundError();
  return row;
}

/** Merge-patch of name and status (the account page's toggle). */
export async function patchSavedSearch(
  db: Db,
  viewer: SignedInViewer,
  id: number,
  body: Record<string, unknown>,
): Promise<SavedSearchRow> {
  const current = await getOwnSavedSearch(db, viewer, id);
  const merged = applyMergePatch({ name: current.name, status: current.status }, body);
  const input = parseOrThrow(savedSearchPatchSchema, { name: merged.name, status: merged.status });
  const row = await updateSavedSearch(db, id, { name: input.name, status: input.status });
  if (!row) throw new NotFoundError();
  return row;
}

export async function removeSavedSearch(db: Db, viewer: SignedInViewer, id: number): Promise<void> {
  const deleted = await db.transaction(async (tx) => {
    const ok = await deleteSavedSearch(tx, id, viewer.userId);
    if (ok) await adjustUserCounter(tx, viewer.userId, 'savedSearchesCount', -1);
    return ok;
  });
  if (!deleted) throw new NotFoundError();
}

/** The saved search a job alert's signed unsubscribe token names; a bad token is a 404. */
export async function findSavedSearchByUnsubscribeToken(
  db: Db,
  secret: string,
  token: unknown,
): Promise<SavedSearchRow> {
  const id = verifyUnsubscribeToken(secret, token);
  const row = id === undefined ? undefined : await findSavedSearch(db, id);
  if (!row) throw new NotFoundError(SEEKER_MESSAGES.invalidUnsubscribeLink);
  return row;
}

/** Unsubscribe from a job alert: deactivates the search named by the signed token. */
export async function unsubscribeSavedSearch(
  db: Db,
  secret: string,
  token: unknown,
): Promise<SavedSearchRow> {
  const row = await findSavedSearchByUnsubscribeToken(db, secret, token);
  if (row.status === 'inactive') return row;
  return (await updateSavedSearch(db, row.id, { status: 'inactive' })) ?? row;
}
