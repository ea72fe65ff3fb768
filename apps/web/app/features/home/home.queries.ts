import { hydraCollectionSchema } from '@gfj/contracts';
import { z } from 'zod';
import type { ApiClient } from '../../lib/load-context.ts';

// Server side only (the home loader).

const sliderCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  heading: z.string().optional(),
  subheading: z.string().optional(),
  images: z.array(
    z.object({
      id: z.number().int(),
      image: z.string(),
      url: z.string().optional(),
      heading: z.string().optional(),
      subheading: z.string().optional(),
    }),
  ),
});
const sliderCollectionSchema = hydraCollectionSchema(sliderCategorySchema);
export type SliderCategory = z.infer<typeof sliderCategorySchema>;

export interface HomeSlide {
  id: number;
  image: string;
  url?: string;
  heading: string;
  subheading?: string;
}

/**
 * One slide per image (content 2, Home slider): heading and subheading fall back to the
 * category's, and categories without images give no slides.
 */
export function toSlides(categories: SliderCategory[]): HomeSlide[] {
  return categories.flatMap((category) =>
    category.images
      .filter((image) => image.image !== '')
      .map((image) => {
        const subheading = image.subheading ?? category.subheading;
        return {
          id: image.id,
          image: image.image,
          ...(image.url ? { url: image.url } : {}),
          heading: image.heading ?? category.heading ?? category.name,
          ...(subheading ? { subheading } : {}),
        };
      }),
  );
}

/** GET /api/home-slider-categories; a response of the wrong shape shows no slider (content 8). */
export async function fetchHomeSlides(api: ApiClient): Promise<HomeSlide[]> {
  const result = await api.get('/api/home-slider-categories', sliderCollectionSchema);
  return result.ok ? toSlides(result.data.member) : [];
}
