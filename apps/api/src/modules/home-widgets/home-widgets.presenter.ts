import { CATEGORIES } from '@gfj/contracts';
import { buildMember } from '../../http/hydra.ts';
import { iriOf } from '../../http/iri.ts';
import type {
  HomeSliderCategoryRow,
  HomeSliderImageRow,
  JobCategoryImageRow,
} from './home-widgets.repository.ts';

export function presentCategoryImage(row: JobCategoryImageRow) {
  const category = CATEGORIES.find((c) => c.id === row.categoryId);
  const member = buildMember('JobCategoryImage', iriOf('job-category-images', row.id), {
    id: row.id,
    category: { id: row.categoryId, name: category?.name ?? '' },
    image: row.image,
    alt: row.alt,
  });
  return { ...member, '@type': 'JobCategoryImage' as const };
}

export function presentSliderCategory(row: HomeSliderCategoryRow, images: HomeSliderImageRow[]) {
  const member = buildMember('HomeSliderCategory', iriOf('home-slider-categories', row.id), {
    id: row.id,
    name: row.name,
    heading: row.heading,
    subheading: row.subheading,
    images: images
      .filter((i) => i.categoryId === row.id)
      .map((i) => ({
        id: i.id,
        image: i.image,
        url: i.url ?? undefined,
        heading: i.heading ?? undefined,
        subheading: i.subheading ?? undefined,
      })),
  });
  return { ...member, '@type': 'HomeSliderCategory' as const };
}
