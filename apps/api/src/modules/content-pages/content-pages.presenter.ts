import type { ContentPage, ContentPageSection } from '@gfj/contracts';
import { formatDateTime } from '../../http/hydra.ts';
import { iriOf } from '../../http/iri.ts';
import { contentMember } from '../content/content.presenter.ts';
import type { ContentPageRow } from './content-pages.repository.ts';

export function presentContentPage(row: ContentPageRow) {
  return contentMember('ContentPage', iriOf('content-pages', row.id), {
    id: row.id,
    section: row.section as ContentPageSection,
    title: row.title,
    content: row.content,
    image: row.image,
    sort_order: row.sortOrder,
    date_modified: formatDateTime(row.dateModified),
  }) satisfies ContentPage;
}
