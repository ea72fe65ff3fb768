import type { MediaObject } from '@gfj/contracts';
import { buildMember, formatDateTime } from '../../http/hydra.ts';
import { iriOf } from '../../http/iri.ts';
import type { MediaObjectRow } from './media-objects.table.ts';

/** Where a media object's bytes are served (to viewers allowed to see them). */
export function mediaContentUrl(id: number): string {
  return `${iriOf('media-objects', id)}/file`;
}

export function presentMediaObject(row: MediaObjectRow) {
  return buildMember('MediaObject', iriOf('media-objects', row.id), {
    id: row.id,
    content_url: mediaContentUrl(row.id),
    name: row.name,
    kind: row.kind as MediaObject['kind'],
    content_type: row.contentType,
    size: row.size,
    public: row.isPublic,
    date_added: formatDateTime(row.createdAt),
  }) satisfies MediaObject;
}
