import type { SavedSearch } from '@gfj/contracts';
import { buildMember, formatDateTime } from '../../http/hydra.ts';
import { iriOf } from '../../http/iri.ts';
import type { SavedSearchRow } from './saved-searches.table.ts';

export function presentSavedSearch(row: SavedSearchRow): SavedSearch {
  return buildMember('SavedSearch', iriOf('saved-searches', row.id), {
    id: row.id,
    user: iriOf('users', row.userId),
    name: row.name,
    params: row.params,
    status: row.status,
    date_added: formatDateTime(row.dateAdded),
    date_modified: formatDateTime(row.dateModified),
  }) satisfies SavedSearch;
}
