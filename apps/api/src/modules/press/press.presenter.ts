import type { PressItem, PressStats } from '@gfj/contracts';
import { iriOf } from '../../http/iri.ts';
import { contentMember } from '../content/content.presenter.ts';
import type { PressCounts, PressItemRow } from './press.repository.ts';

export function presentPressItem(row: PressItemRow) {
  return contentMember('PressItem', iriOf('press-items', row.id), {
    id: row.id,
    type: row.type,
    title: row.title,
    image: row.image,
    image_link: row.imageLink,
    description: row.description,
    attachment: row.attachment,
    sort_order: row.sortOrder,
  }) satisfies PressItem;
}

export function presentPressStats(counts: PressCounts, fixedFigure: number): PressStats {
  return {
    '@context': '/api/contexts/PressStats',
    '@id': '/api/press-stats',
    '@type': 'PressStats',
    ...counts,
    fixed_figure: fixedFigure,
  };
}
