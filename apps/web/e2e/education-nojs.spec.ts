import { type APIRequestContext, type Browser, request as playwrightRequest } from '@playwright/test';
import { hasNoSidewaysScroll, readMailTo, waitForHydrated } from './content-helpers.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

// The education directory without JavaScript (decision 066): every entry's description shows under
// a plain title, a tag and Show more are links, the filter form posts by GET, and nothing offered
// is a button that does nothing. With JavaScript the same links filter and append in place.
const WIDTHS = [375, 1280] as const;
const PAGE_SIZE = 20;
const HUDSON =
  'A nine-month program on a 40-acre diversified farm: vegetables, pastured poultry and a small orchard.';

/**
 * A tag of its own with one more establishment than a page holds, so Show more is offered (the
 * demo directory fits in one page); `remove` deletes them, so other specs see the demo again.
 */
async function moreThanAPage(baseURL: string | undefined) {
  const staff: APIRequestContext = await playwrightRequest.newContext({ baseURL });
  const signIn = await staff.post('/api/login/check', {
    data: { email: 'staff@goodfoodjobs.local', password: 'good-food-demo' },
  });
  expect(signIn.status()).toBe(200);
  const mark = `${Date.now()}-${Math.random().toString(16).slice(2, 6)}`;
  const tag = await staff.post('/api/education-tags', {
    data: { name: `Test pages ${mark}`, description: 'Made by education-nojs.spec.ts' },
  });
  expect(tag.status()).toBe(201);
  const { id: tagId } = (await tag.json()) as { id: number };
  const ids: number[] = [];
  for (let n = 1; n <= PAGE_SIZE + 1; n++) {
    const created = await staff.post('/api/establishments', {
      data: {
        name: `Paging School ${String(n).padStart(2, '0')} ${mark}`,
        location: 'Ithaca, New York',
        description: `Entry ${n} of the paging test ${mark}.`,
        tags: [`/api/education-tags/${tagId}`],
      },
    });
    expect(created.status()).toBe(201);
    ids.push(((await created.json()) as { id: number }).id);
  }
  return {
    tagId,
    mark,
    remove: async () => {
      for (const id of ids) await staff.delete(`/api/establishments/${id}`);
      await staff.delete(`/api/education-tags/${tagId}`);
      await staff.dispose();
    },
  };
}

async function noScriptPage(browser: Browser, width: number) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
  return { context, page: await context.newPage() };
}

for (const width of WIDTHS) {
  test(`without JavaScript every description reads, a tag link and the filter form filter, no dead buttons (${width} px)`, async ({
    browser,
  }) => {
    const { context, page } = await noScriptPage(browser, width);
    await page.goto('/education');
    const main = page.getByRole('main');
    const rows = page.locator('.establishment');
    const shown = Number((await page.locator('.education__count').textContent())?.match(/\d+/)?.[0]);
    await expect(rows).toHaveCount(Math.min(shown, PAGE_SIZE));

    // Every entry is open: its title is a heading (no trigger that does nothing), its text shows.
    const hudson = rows.filter({ has: page.getByRole('heading', { name: /Hudson Valley Farm School/ }) });
    await expect(hudson.getByText(HUDSON)).toBeVisible();
    await expect(rows.locator('.establishment__body').first()).toBeVisible();
    for (const body of await rows.locator('.establishment__body').all()) await expect(body).toBeVisible();
    // The only button is the filter form's own submit: no accordion trigger, no Connect with an alum.
    await expect(main.getByRole('button')).toHaveText(['Apply filters']);
    await expect(page.getByRole('button', { name: 'Connect with an alum' })).toHaveCount(0);
    expect(await hasNoSidewaysScroll(page)).toBe(true);

    // A tag inside an entry is a link to the directory filtered by it.
    await hudson.getByRole('link', { name: 'Food Business' }).click();
    await expect(page).toHaveURL(/\/education\?tag-ids\[\]=4$/);
    await expect(page.getByRole('checkbox', { name: /Food Business/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /Farming & Ranching/ })).not.toBeChecked();
    const foodBusiness = Number((await page.locator('.education__count').textContent())?.match(/\d+/)?.[0]);
    expect(foodBusiness).toBeGreaterThan(0);
    expect(foodBusiness).toBeLessThan(shown);
    await expect(rows).toHaveCount(foodBusiness);
    for (const row of await rows.all())
      await expect(row.getByRole('link', { name: 'Food Business' })).toBeVisible();

    // The filter form still posts by GET with its Apply button.
    await page.getByRole('checkbox', { name: /Food Business/ }).uncheck();
    await page.getByRole('checkbox', { name: /Farming & Ranching/ }).check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\/education\?tag-ids%5B%5D=1$/);
    await expect(page.getByRole('checkbox', { name: /Farming & Ranching/ })).toBeChecked();
    await expect(rows).toHaveCount(5);
    await expect(hudson.getByText(HUDSON)).toBeVisible();
    await context.close();
  });

  test(`without JavaScript Show more is a link to the next page, which keeps the ones before (${width} px)`, async ({
    browser,
    baseURL,
  }) => {
    const directory = await moreThanAPage(baseURL);
    try {
      const { context, page } = await noScriptPage(browser, width);
      await page.goto(`/education?tag-ids[]=${directory.tagId}`);
      const rows = page.locator('.establishment');
      await expect(page.getByText('21 schools and programs')).toBeVisible();
      await expect(rows).toHaveCount(PAGE_SIZE);
      await page.getByRole('link', { name: 'Show more' }).click();
      // Pages 1 and 2, the tag kept, and the view on the first new entry.
      await expect(page).toHaveURL(
        new RegExp(`/education\\?tag-ids\\[\\]=${directory.tagId}&page=2#establishments-page-2$`),
      );
      await expect(rows).toHaveCount(PAGE_SIZE + 1);
      const last = rows.last();
      await expect(
        last.getByRole('heading', { name: new RegExp(`Paging School 21 ${directory.mark}`) }),
      ).toBeInViewport();
      await expect(last.getByText(`Entry 21 of the paging test ${directory.mark}.`)).toBeVisible();
      await expect(rows.first().getByText(`Entry 1 of the paging test ${directory.mark}.`)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Show more' })).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('button')).toHaveText(['Apply filters']);
      await context.close();
    } finally {
      await directory.remove();
    }
  });
}

test('with JavaScript Show more appends the next page in place and the tags filter in place, axe-clean', async ({
  page,
  baseURL,
}) => {
  const directory = await moreThanAPage(baseURL);
  try {
    await page.goto(`/education?tag-ids[]=${directory.tagId}`);
    const rows = page.locator('.establishment:not(.establishment--skeleton)');
    await expect(rows).toHaveCount(PAGE_SIZE);
    // Entries are closed until opened, as before.
    await expect(page.getByText(`Entry 1 of the paging test ${directory.mark}.`)).toBeHidden();
    const more = page.getByRole('link', { name: 'Show more' });
    await waitForHydrated(more);
    await page.evaluate(() => Object.assign(window, { stayed: true }));
    await more.click();
    await expect(rows).toHaveCount(PAGE_SIZE + 1);
    await expect(more).toHaveCount(0);
    // No navigation: the address is the selection's, as before.
    await expect(page).toHaveURL(new RegExp(`/education\\?tag-ids\\[\\]=${directory.tagId}$`));
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await page.getByRole('button', { name: new RegExp(`Paging School 21 ${directory.mark}`) }).click();
    const open = page.locator('.establishment[data-state="open"]');
    await expect(open.getByText(`Entry 21 of the paging test ${directory.mark}.`)).toBeVisible();
    await expect(open.getByRole('button', { name: 'Connect with an alum' })).toBeVisible();
    await expectNoAxeViolations(page);
    await open.getByRole('link', { name: `Test pages ${directory.mark}` }).click();
    await expect(rows).toHaveCount(PAGE_SIZE);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await expect(
      page.getByRole('checkbox', { name: new RegExp(`Test pages ${directory.mark}`) }),
    ).toBeFocused();
  } finally {
    await directory.remove();
  }
});

test('without JavaScript an alum is written to from their own page, and a refusal keeps what was typed', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 900 },
  });
  const page = await context.newPage();
  await page.goto('/education');
  // Before: Connect with an alum was hidden without JavaScript, so no alum could be reached.
  await page.getByRole('link', { name: 'Write to Dana Reyes' }).click();
  await expect(page).toHaveURL(/\/education\/alums\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Write to Dana Reyes' })).toBeVisible();
  const question = `Without scripts: was the program worth it? (${Date.now()})`;
  await page.getByLabel('Your name').fill('Sam Seedling');
  await page.getByLabel('Your email', { exact: true }).fill('sam@example.org');
  await page.getByLabel('Confirm your email').fill('sam@example.net');
  await page.getByLabel('Your question for Dana Reyes').fill(question);
  await page.getByRole('button', { name: 'Send my question' }).click();
  await expect(page.getByText("Emails don't match")).toBeVisible();
  await expect(page.getByText('You must agree the terms and conditions')).toBeVisible();
  await expect(page.getByLabel('Your name')).toHaveValue('Sam Seedling');
  await expect(page.getByLabel('Your email', { exact: true })).toHaveValue('sam@example.org');
  await expect(page.getByLabel('Your question for Dana Reyes')).toHaveValue(question);
  await page.getByLabel('Confirm your email').fill('sam@example.org');
  await page.getByRole('checkbox', { name: /I agree to the terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Send my question' }).click();
  await expect(
    page.getByText(
      'Your inquiry has been submitted! An alum will contact you directly at the email address you provided.',
    ),
  ).toBeVisible();
  const mail = await readMailTo(page, 'dana-reyes@alums.goodfoodjobs.local', /Sam Seedling/);
  expect(mail).toContain(question);
  // No such alum: a clear 404, never a 500.
  for (const id of ['99999999999999999999', '0', 'abc', '2147483647']) {
    expect((await page.goto(`/education/alums/${id}`))?.status()).toBe(404);
  }
  await context.close();
});

test('an alum page with JavaScript sends through the API and is accessible', async ({ page }) => {
  await page.goto('/education');
  const list = (await (
    await page.request.get('/api/establishments/search?pageSize=100', {
      headers: { accept: 'application/json' },
    })
  ).json()) as { items: Array<{ alums: Array<{ id: number; name: string }> }> };
  const alum = list.items.flatMap((item) => item.alums).find((a) => a.name === 'Dana Reyes');
  await page.goto(`/education/alums/${alum!.id}`);
  const send = page.getByRole('button', { name: 'Send my question' });
  await waitForHydrated(send);
  await page.getByLabel('Your name').fill('Ola Field');
  await page.getByLabel('Your email', { exact: true }).fill('ola@example.org');
  await page.getByLabel('Confirm your email').fill('ola@example.org');
  await page.getByLabel('Your question for Dana Reyes').fill('Which season is best to start?');
  await page.getByRole('checkbox', { name: /I agree to the terms and conditions/ }).check();
  await expectNoAxeViolations(page);
  await send.click();
  await expect(page.getByText(/Your inquiry has been submitted!/)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/education/alums/${alum!.id}`);
});
