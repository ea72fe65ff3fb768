import type { PricingSlide } from '@gfj/contracts';
import { formatDateTime } from '../../http/hydra.ts';
import { iriOf } from '../../http/iri.ts';
import { contentMember } from '../content/content.presenter.ts';
import type { PricingSlideRow } from './pricing-slides.repository.ts';

export function presentPricingSlide(row: PricingSlideRow) {
  return contentMember('PricingSlide', iriOf('pricing-slides', row.id), {
    id: row.id,
    title: row.title,
    content: row.content,
    sort_order: row.sortOrder,
    date_added: formatDateTime(row.dateAdded),
  }) satisfies PricingSlide;
}
