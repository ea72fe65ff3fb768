import { hasNoSidewaysScroll } from './content-helpers.ts';
import { expect, expectNoAxeViolations, fetchJobs, test } from './fixtures.ts';

/** Every content page (content 2), its one h1, and what makes it that page. */
const PAGES: Array<{ path: string; heading: string | RegExp; shows?: string }> = [
  { path: '/about', heading: 'Our story', shows: 'October 2010' },
  { path: '/pricing', heading: 'Pricing', shows: 'Pricing questions' },
  { path: '/testimonials', heading: 'Testimonials', shows: 'Priya Anand' },
  { path: '/testimonials?tab=poster', heading: 'Testimonials', shows: 'Ellen Marsh' },
  { path: '/testimonials?tab=fan', heading: 'Testimonials', shows: 'Beth Harmon' },
  { path: '/testimonials/submit', heading: 'Testimonials', shows: 'Share your story' },
  { path: '/press', heading: 'Press', shows: '547' },
  { path: '/contact', heading: 'Contact us' },
  { path: '/newsletter', heading: 'Newsletter', shows: 'Newsletter archive' },
  { path: '/fine-print', heading: 'Terms & privacy', shows: 'Using Good Food Jobs' },
  {
    path: '/fine-print/editoriual-policy',
    heading: 'Editorial policy',
    shows: 'A person reads every listing',
  },
  { path: '/faq', heading: 'Frequently asked questions', shows: 'Do I need an account to look for work?' },
  { path: '/education', heading: 'Education directory', shows: 'FILTER YOUR SEARCH' },
  { path: '/words-of-wisdom', heading: 'Words of Wisdom' },
  { path: '/blog', heading: 'Did you know...', shows: 'Recent Stories' },
  { path: '/blog/all', heading: 'All stories', shows: 'View all stories' },
  { path: '/blog/tag/culinary', heading: 'Culinary', shows: 'Pay in the kitchen' },
  {
    path: '/confirmation/testimonial',
    heading: 'Thank you for sharing your story!',
    shows: 'Did you know...',
  },
  { path: '/confirmation/refundsuccess', heading: 'Thank you', shows: 'Did you know...' },
  {
    path: '/confirmation/contact',
    heading: 'Thanks for your feedback!',
    shows: 'We are working hard to send you a reply within 24 hours.',
  },
];

test('every content page is served by the server, with its heading, and axe finds nothing', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  for (const entry of PAGES) {
    const response = await page.goto(entry.path);
    expect(response?.status(), entry.path).toBe(200);
    // Rendered on the server: the heading is in the HTML itself.
    expect(await response?.text(), entry.path).toContain('<h1');
    await expect(page.getByRole('heading', { level: 1, name: entry.heading }), entry.path).toBeVisible();
    if (entry.shows) await expect(page.getByText(entry.shows).first(), entry.path).toBeVisible();
    await expectNoAxeViolations(page);
    // Headings go down one level at a time (axe's best-practice heading-order, for screen reader
    // outlines), read from the page's outline instead of a second axe run.
    const skips = await page.evaluate(() => {
      const headings = [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')].filter(
        (h) => h.getClientRects().length > 0,
      );
      return headings.flatMap((h, i) => {
        const level = Number(h.tagName[1]);
        const before = i === 0 ? 0 : Number(headings[i - 1]?.tagName[1]);
        return level > before + 1 ? [`h${before} then h${level}: ${h.textContent?.trim()}`] : [];
      });
    });
    expect(skips, entry.path).toEqual([]);
  }
  expect(errors).toEqual([]);
});

test('content pages fit a phone screen', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  for (const entry of PAGES) {
    await page.goto(entry.path);
    expect(await hasNoSidewaysScroll(page), entry.path).toBe(true);
  }
  await page.goto('/education');
  await expectNoAxeViolations(page);
  await context.close();
});

test('on a phone, the way back under a form stands clear of its button, a message of the text after it, and a select shows its chevron', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const [job] = await fetchJobs(page, '/api/jobs?pageSize=1');
  const pages = [
    { path: '/education/alums/1', back: 'Back to the education directory', button: 'Send my question' },
    { path: `/jobs/${job!.id}/${job!.slug}/email`, back: 'Back to the job', button: 'Send' },
  ];
  for (const { path, back, button } of pages) {
    await page.goto(path);
    const above = await page.getByRole('button', { name: button, exact: true }).boundingBox();
    const link = await page.getByRole('link', { name: back }).boundingBox();
    // At least the spacing scale's 2rem (32 px) between them; it was 4 px.
    expect(link!.y - (above!.y + above!.height), path).toBeGreaterThanOrEqual(32);
  }
  // A page's message stands apart from the text under it (it touched it).
  await page.goto('/newsletter/unsubscribe');
  const alert = await page.getByRole('alert').boundingBox();
  const next = await page.getByText('You can still unsubscribe').boundingBox();
  expect(next!.y - (alert!.y + alert!.height)).toBeGreaterThanOrEqual(16);
  // A form's select draws its chevron, and its text stops short of it (the search sidebar's field
  // rule had taken both off every form).
  await page.goto('/testimonials/submit');
  const look = await page.getByLabel('Country').evaluate((select) => {
    const style = getComputedStyle(select);
    return { chevron: style.backgroundImage, room: Number.parseFloat(style.paddingRight) };
  });
  expect(look.chevron).toContain('linear-gradient');
  expect(look.room).toBeGreaterThanOrEqual(32);
  await context.close();
});

test('a story is an article with its JSON-LD, Open Graph tags, tags and the navigation panel', async ({
  page,
}) => {
  await page.goto('/blog');
  await page
    .getByRole('link', { name: 'Read More: What a first season on a vegetable farm teaches you' })
    .click();
  await expect(page).toHaveURL(/\/blog\/what-a-first-season-on-a-vegetable-farm-teaches-you$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'What a first season on a vegetable farm teaches you' }),
  ).toBeVisible();
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({
    '@type': 'Article',
    headline: 'What a first season on a vegetable farm teaches you',
  });
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'What a first season on a vegetable farm teaches you',
  );
  const panel = page.getByRole('complementary', { name: 'Blog' });
  await expect(panel.getByRole('heading', { name: 'Recent Stories' })).toBeVisible();
  await expect(panel.getByRole('list').first().getByRole('listitem')).toHaveCount(3);
  for (const tag of ['Agriculture', 'Business', 'Culinary', 'Design', 'Education', 'Media', 'Nonprofit']) {
    await expect(panel.getByRole('link', { name: tag, exact: true })).toHaveAttribute(
      'href',
      `/blog/tag/${tag.toLowerCase()}`,
    );
  }
  await panel.getByRole('link', { name: 'View all stories' }).click();
  await expect(page).toHaveURL(/\/blog\/all$/);
  await expectNoAxeViolations(page);
  const feed = await page.request.get('/api/blog-posts/feed');
  expect(feed.headers()['content-type']).toContain('application/rss+xml');
});

test('the fine print: tabs and their links share the selection; pages move only when asked', async ({
  page,
}) => {
  await page.goto('/fine-print');
  const terms = page.getByRole('tab', { name: 'Terms & Conditions' });
  await expect(terms).toHaveAttribute('aria-selected', 'true');
  const carousel = page.getByRole('region', { name: 'Terms & Conditions' });
  await expect(carousel.getByText('Page 1 of 4')).toBeVisible();
  await carousel.getByRole('button', { name: 'Next page' }).click();
  await expect(carousel.getByText('Page 2 of 4')).toBeVisible();
  await expect(carousel.getByRole('heading', { name: 'Posting jobs' })).toBeInViewport();
  // The link list selects the tab too.
  await page
    .getByRole('navigation', { name: 'Fine print sections' })
    .getByRole('link', { name: 'Privacy Policy' })
    .click();
  await expect(page.getByRole('tab', { name: 'Privacy Policy' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'What we collect' })).toBeVisible();
  await expect(page).toHaveURL(/\/fine-print\?tab=privacy$/);
  await page.getByRole('tab', { name: 'Terms & Conditions' }).click();
  await expect(
    page
      .getByRole('navigation', { name: 'Fine print sections' })
      .getByRole('link', { name: 'Terms & Conditions' }),
  ).toHaveAttribute('aria-current', 'true');
  await expectNoAxeViolations(page);
});

test('the press page: the Company figures come from the database, tabs and links share the selection', async ({
  page,
}) => {
  await page.goto('/press');
  await expect(page.getByRole('tab', { name: 'The Company' })).toHaveAttribute('aria-selected', 'true');
  const figures = page.locator('.press-figures');
  for (const label of [
    'jobs published',
    'employers who hired with us',
    'members',
    'newsletter subscribers',
    'press mentions',
  ]) {
    await expect(figures.getByText(label)).toBeVisible();
  }
  await expect(figures.getByText('547')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Press sections' })
    .getByRole('link', { name: 'Articles' })
    .click();
  await expect(page.getByRole('tab', { name: 'Articles' })).toHaveAttribute('aria-selected', 'true');
  // The chosen tab is the address too, so it can be copied or reloaded.
  await expect(page).toHaveURL(/\/press\?tab=articles$/);
  await expect(page.getByRole('button', { name: 'Articles about us' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await page.getByRole('button', { name: 'Articles by us' }).click();
  await expect(page.getByRole('img', { name: 'Soil Times: Pay is part of the recipe' })).toBeVisible();
  await page.getByRole('tab', { name: 'Downloads' }).click();
  await expect(page).toHaveURL(/\/press\?tab=downloads$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Downloads' })).toHaveAttribute('aria-selected', 'true');
  for (const name of [
    'Logos (ZIP)',
    'Pictures (ZIP)',
    'Nora Feld’s bio (PDF)',
    'Teo Marchetti’s bio (PDF)',
  ]) {
    const href = await page.getByRole('link', { name }).getAttribute('href');
    expect((await page.request.get(href ?? '')).status(), name).toBe(200);
  }
  await page.getByRole('tab', { name: 'The Co-Founders' }).click();
  await expect(page.getByRole('heading', { name: 'Nora Feld' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('words of wisdom: 270x270 images open in a new tab; the next page loads as the bottom comes into view', async ({
  page,
}) => {
  await page.goto('/words-of-wisdom');
  const images = page.locator('.wisdom-grid img');
  await expect(images).toHaveCount(20);
  await expect(images.first()).toHaveAttribute('width', '270');
  await expect(images.first()).toHaveAttribute('loading', 'lazy');
  await expect(page.locator('.wisdom-grid a').first()).toHaveAttribute('target', '_blank');
  await page.locator('.wisdom-grid__sentinel').scrollIntoViewIfNeeded();
  await expect(images).toHaveCount(26);
  await expect(page.locator('.wisdom-grid__sentinel')).toHaveCount(0);
});

test('the sitemap lists the content pages, the stories and the newsletter issues', async ({
  page,
  baseURL,
}) => {
  const xml = await (await page.request.get('/sitemap.xml')).text();
  for (const path of [
    '/newsletter',
    '/testimonials',
    '/words-of-wisdom',
    '/press',
    '/fine-print/editoriual-policy',
    '/blog/all',
  ]) {
    expect(xml, path).toContain(`<loc>${baseURL}${path}</loc>`);
  }
  expect(xml).toMatch(
    new RegExp(`<loc>${baseURL}/blog/[a-z0-9-]+</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
  );
  expect(xml).toMatch(new RegExp(`<loc>${baseURL}/newsletter/[a-z0-9-]+</loc><lastmod>`));
});

test('list pages past the last one are not found, and a search the archive cannot read says so', async ({
  page,
}) => {
  for (const path of [
    '/blog/all?page=99',
    '/blog/tag/culinary?page=99',
    '/testimonials?page=99',
    '/testimonials?tab=fan&page=99',
    '/words-of-wisdom?page=99',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  // Page 2 of the stories exists.
  expect((await page.goto('/blog/all?page=2'))?.status()).toBe(200);
  const response = await page.goto('/newsletter?keywords=cider%00x');
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole('alert').filter({
      hasText: 'This search could not be read. Please change what you searched for and try again.',
    }),
  ).toBeVisible();
  await expect(page.getByText('The archive could not be loaded.')).toHaveCount(0);
});
