import { buildItem, formatDateTime } from '../../http/hydra.ts';
import { iriOf } from '../../http/iri.ts';
import type { LinkClickRow, ShareTrackingRow } from './sharing.repository.ts';

export function presentShareTracking(row: ShareTrackingRow) {
  return buildItem('JobShareTracking', iriOf('job-share-trackings', row.id), {
    id: row.id,
    job: iriOf('jobs', row.jobId),
    subject: row.subject as 'share-facebook' | 'share-twitter' | 'share-email',
    date_added: formatDateTime(row.dateAdded),
  });
}

export function presentLinkClick(row: LinkClickRow) {
  return buildItem('JobLinkClick', iriOf('job-link-clicks', row.id), {
    id: row.id,
    job: iriOf('jobs', row.jobId),
    tag: row.tag,
    date_added: formatDateTime(row.dateAdded),
  });
}
