import { hydraCollectionSchema } from '@gfj/contracts/hydra';
import { type PressItem, pressItemSchema, pressStatsSchema } from '@gfj/contracts/press';
import type { ApiClient } from '../../lib/load-context.ts';
import { loadSections, type SitePage } from '../site-pages/site-pages.queries.ts';

const pressCollectionSchema = hydraCollectionSchema(pressItemSchema);

export const pressKeys = { page: ['press'] as const };

/** The Downloads tab's files (content 3: logos_url, photos_url and the two founders' bios). */
export const PRESS_DOWNLOADS = {
  logos_url: '/press-kit/good-food-jobs-logos.zip',
  photos_url: '/press-kit/good-food-jobs-pictures.zip',
  nora_bio_url: '/press-kit/nora-feld-bio.pdf',
  teo_bio_url: '/press-kit/teo-marchetti-bio.pdf',
} as const;

export interface PressData {
  stats: { jobs: number; users: number; companies: number; subscribers: number; fixed_figure: number } | null;
  about: PressItem[];
  by: PressItem[];
  cofounders: SitePage[];
}

/** Everything the press page shows, read by its loader (content 7: press data is not fetched). */
export async function loadPressData(api: ApiClient): Promise<PressData> {
  const [stats, items, sections] = await Promise.all([
    api.get('/api/press-stats', pressStatsSchema),
    api.get('/api/press-items?pageSize=100', pressCollectionSchema),
    loadSections(api, ['cofounders']),
  ]);
  const list = items.ok ? items.data.member : [];
  return {
    stats: stats.ok ? stats.data : null,
    about: list.filter((item) => item.type === 'about'),
    by: list.filter((item) => item.type === 'by'),
    cofounders: sections.cofounders ?? [],
  };
}
