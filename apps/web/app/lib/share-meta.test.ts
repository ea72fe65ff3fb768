import { describe, expect, it } from 'vitest';
import { buildPageMeta } from './share-meta.ts';

describe('buildPageMeta', () => {
  it('names the locale and describes the share image for Open Graph and Twitter alike', () => {
    const meta = buildPageMeta({
      title: 'Farm Manager at Hollow Creek | Good Food Jobs',
      shareTitle: 'Farm Manager at Hollow Creek',
      description: 'Run a 40-acre vegetable farm.',
      url: 'https://goodfoodjobs.example/jobs/1/farm-manager',
      publicUrl: 'https://goodfoodjobs.example',
    });
    const content = (key: string) => {
      const tag = meta.find(
        (m) => ('property' in m && m.property === key) || ('name' in m && m.name === key),
      );
      return tag && 'content' in tag ? tag.content : undefined;
    };
    expect(content('og:locale')).toBe('en_US');
    expect(content('twitter:image:alt')).toBe(content('og:image:alt'));
    expect(content('twitter:image:alt')).toMatch(/^Good Food Jobs: /);
  });
});
