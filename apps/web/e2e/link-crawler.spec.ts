import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Internal link targets inside `selector`, without fragments, de-duplicated. */
async function internalLinks(page: Page, selector: string): Promise<string[]> {
  const hrefs = await page
    .locator(`${selector} a[href]`)
    .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return [
    ...new Set(
      hrefs
        .map((href) => new URL(href))
        .filter(
          (url) =>
            url.origin === origin && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/dev/'),
        )
        .map((url) => `${url.pathname}${url.search}`),
    ),
  ];
}

async function collect(page: Page, into: Set<string>, selector = 'body') {
  for (const link of await internalLinks(page, selector)) into.add(link);
}

test('no internal link from the home page, the header, the mobile menu or the footer is broken', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const links = new Set<string>();

  // A guest on a desktop: the home page with its header and footer.
  const desktop = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const guest = await desktop.newPage();
  await guest.goto('/');
  await collect(guest, links);

  // Signed in on a phone: the mobile menu (My Account, About, Resources).
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const member = await phone.newPage();
  const signIn = await member.request.post('/api/login/check', {
    data: { email: 'maria@goodfoodjobs.local', password: 'good-food-demo', _remember_me: false },
  });
  expect(signIn.status()).toBe(200);
  await member.goto('/');
  await member.getByRole('button', { name: 'Menu' }).click();
  const menu = member.getByRole('navigation', { name: 'More' });
  await expect(menu.getByRole('heading', { name: 'My Account' })).toBeVisible();
  await collect(member, links, 'header');
  await collect(member, links, 'footer');

  // Every link, the employer's pages (posting, pricing, cart, dashboard, packages) among them.
  const checked = [...links];
  expect(checked.length).toBeGreaterThan(40);
  const broken: string[] = [];
  for (const link of checked) {
    const response = await member.request.get(link, { maxRedirects: 5 });
    if (response.status() >= 400) broken.push(`${response.status()} ${link}`);
  }
  expect(broken).toEqual([]);
  // The content pages the menus promise are among them.
  for (const path of [
    '/about',
    '/testimonials',
    '/press',
    '/fine-print',
    '/fine-print/editoriual-policy',
    '/faq',
    '/education',
    '/newsletter',
    '/words-of-wisdom',
    '/blog',
    '/contact',
    '/pricing',
    '/account/cart',
    '/account/posters',
    '/account/posters/jobpackages',
  ]) {
    expect(checked, path).toContain(path);
  }
  await desktop.close();
  await phone.close();
});
