import type { MetaDescriptor } from 'react-router';
import { buildPageMeta } from './share-meta.ts';

/** Title, description, canonical and share tags of a content page, from its path. */
export function contentPageMeta(
  loaderData: { publicUrl: string } | undefined,
  page: { title: string; description: string; path: string },
): MetaDescriptor[] {
  const publicUrl = loaderData?.publicUrl ?? '';
  return buildPageMeta({
    title: `${page.title} | Good Food Jobs`,
    shareTitle: page.title,
    description: page.description,
    url: `${publicUrl}${page.path}`,
    publicUrl,
  });
}
