import type { MetaDescriptor } from 'react-router';

export interface PageMeta {
  title: string;
  /** The page's own title for share cards (without the site suffix). */
  shareTitle: string;
  description: string;
  /** Absolute canonical URL. */
  url: string;
  publicUrl: string;
}

/** Title, description, canonical URL, Open Graph and Twitter card tags (quality-bars: sharing). */
export function buildPageMeta(page: PageMeta): MetaDescriptor[] {
  const image = `${page.publicUrl}/images/share-card.png`;
  const imageAlt = 'Good Food Jobs: work on farms, in kitchens and for a better food system.';
  return [
    { title: page.title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: page.url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: 'Good Food Jobs' },
    { property: 'og:locale', content: 'en_US' },
    { property: 'og:title', content: page.shareTitle },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: page.url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:image:alt', content: imageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: page.shareTitle },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: imageAlt },
  ];
}
