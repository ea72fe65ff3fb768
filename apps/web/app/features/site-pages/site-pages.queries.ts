import { contentPageSchema } from '@gfj/contracts/content-pages';
import type { ContentPageSection } from '@gfj/contracts/content-text';
import { hydraCollectionSchema } from '@gfj/contracts/hydra';
import type { ApiClient } from '../../lib/load-context.ts';

const pageCollectionSchema = hydraCollectionSchema(contentPageSchema);

export const sitePageKeys = { section: (section: string) => ['content-pages', section] as const };

export interface SitePage {
  id: number;
  title: string;
  content: string;
  image?: string;
}

/** The pages of some sections, in order (the fine print, about, editorial policy, co-founders). */
export async function loadSections(
  api: ApiClient,
  sections: ContentPageSection[],
): Promise<Record<string, SitePage[]>> {
  const query = sections.map((s) => `section%5B%5D=${s}`).join('&');
  const result = await api.get(`/api/content-pages?pageSize=100&${query}`, pageCollectionSchema);
  const bySection: Record<string, SitePage[]> = Object.fromEntries(sections.map((s) => [s, []]));
  if (!result.ok) return bySection;
  for (const page of result.data.member) {
    bySection[page.section]?.push({
      id: page.id,
      title: page.title,
      content: page.content,
      ...(page.image ? { image: page.image } : {}),
    });
  }
  return bySection;
}
