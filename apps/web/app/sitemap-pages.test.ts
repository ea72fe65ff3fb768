import { describe, expect, it } from 'vitest';
import routes from './routes.ts';
import { SITEMAP_STATIC_PATHS } from './sitemap-pages.ts';

describe('the sitemap’s static pages', () => {
  it('are all pages of the route table (no 404s in the sitemap)', () => {
    const pagePaths = new Set(
      routes
        .map((entry) => (entry.index ? '/' : `/${entry.path ?? ''}`))
        .filter((path) => !/[:*]|\.(txt|xml)$/.test(path)),
    );
    for (const path of SITEMAP_STATIC_PATHS) expect(pagePaths, path).toContain(path);
  });
});
