import { PNG_1X1, readMailTo, waitForHydrated } from './content-helpers.ts';
import { expect, expectNoAxeViolations, holdBackAnswers, test } from './fixtures.ts';

test('submitting a testimonial: the rules, state only for the United States, then the confirmation', async ({
  page,
}) => {
  await page.goto('/testimonials');
  await expect(page.getByRole('navigation', { name: 'Testimonials' }).getByRole('link')).toHaveText([
    'For Job Seekers',
    'For Job Posters',
    'GFJ Fans',
    'Submit Your Own',
  ]);
  await expect(page.getByRole('link', { name: 'For Job Seekers' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Chris Alvarez')).toHaveCount(0); // pending: never public
  // Every category the form offers shows somewhere: "both" under seekers and posters, "None of these"
  // with the fans.
  await expect(page.getByText('Noor Haddad')).toBeVisible();
  await page.goto('/testimonials?tab=poster');
  await expect(page.getByText('Noor Haddad')).toBeVisible();
  await expect(page.getByText('Samuel Osei')).toHaveCount(0);
  await page.goto('/testimonials?tab=fan');
  await expect(page.getByText('Samuel Osei')).toBeVisible();
  await expect(page.getByText('Noor Haddad')).toHaveCount(0);
  await page.goto('/testimonials');
  await page.getByRole('link', { name: 'Submit Your Own' }).click();
  await expect(page).toHaveURL(/\/testimonials\/submit$/);
  const form = page.getByRole('main');
  const send = form.getByRole('button', { name: 'Submit your testimonial' });
  await waitForHydrated(send);
  await send.click();
  await expect(form.getByText('Please select a category')).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'State' })).toBeVisible();
  await expect(form.getByText('Invalid selection')).toBeVisible();
  await form.getByLabel('Your name').fill('Maya Fields');
  await form.getByLabel('Your email').fill('maya@example.org');
  await form.getByRole('combobox', { name: 'State' }).selectOption('Oregon');
  await form.getByLabel('City').fill('Portland');
  await form.getByRole('combobox', { name: 'Who are you?' }).selectOption('seeker');
  await form.getByLabel('Your story', { exact: true }).fill('I found my apprenticeship at a seed farm here.');
  await form
    .getByLabel('A picture (optional)')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
  // Abroad the state is optional: the field becomes free text.
  await form.getByRole('combobox', { name: 'Country' }).selectOption('France');
  await expect(form.getByLabel('State or region (optional)')).toBeVisible();
  await form.getByRole('combobox', { name: 'Country' }).selectOption('United States');
  await form.getByRole('combobox', { name: 'State' }).selectOption('Oregon');
  await expectNoAxeViolations(page);
  await send.click();
  await expect(page).toHaveURL(/\/confirmation\/testimonial$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for sharing your story!' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Did you know...' })).toBeVisible();
  // Pending until staff approve it.
  await page.goto('/testimonials');
  await expect(page.getByText('I found my apprenticeship at a seed farm here.')).toHaveCount(0);
});

test('the education directory: filters in the address without a reload, skeletons, tags, alums', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/education');
  await expect(page.getByRole('heading', { name: 'FILTER YOUR SEARCH' })).toBeVisible();
  const rows = page.locator('.establishment:not(.establishment--skeleton)');
  // The demo's ten, or a first page of 20 while education-nojs.spec.ts adds more for its Show more.
  const shown = Number((await page.locator('.education__count').textContent())?.match(/\d+/)?.[0]);
  expect(shown).toBeGreaterThanOrEqual(10);
  await expect(rows).toHaveCount(Math.min(shown, 20));
  const farming = page.getByRole('checkbox', { name: /Farming & Ranching/ });
  await waitForHydrated(farming);
  await page.evaluate(() => Object.assign(window, { stayed: true }));
  // Hold the answer back to see the five skeleton rows.
  const release = await holdBackAnswers(page, '**/api/establishments/search**');
  await farming.check();
  await expect(page.locator('.establishment--skeleton')).toHaveCount(5);
  release();
  await expect(page).toHaveURL(/\/education\?tag-ids\[\]=1$/);
  await expect(rows).toHaveCount(5);
  await page.unroute('**/api/establishments/search**');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  // A tag inside an entry resets the filter to it and scrolls to the top.
  await page.getByRole('button', { name: /Open Field Online Academy/ }).click();
  const open = page.locator('.establishment[data-state="open"]');
  await expect(open.getByRole('button', { name: 'Connect with an alum' })).toHaveCount(0); // tag 5
  await page.evaluate(() => window.scrollTo(0, 600));
  await open.getByRole('link', { name: 'Food Business' }).click();
  await expect(page).toHaveURL(/\/education\?tag-ids\[\]=4$/);
  await expect(page.getByRole('checkbox', { name: /Food Business/ })).toBeChecked();
  await expect(farming).not.toBeChecked();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(300);

  // No alums yet: the modal says so.
  await page.getByRole('button', { name: /Bluewater Fisheries Program/ }).click();
  await page
    .locator('.establishment[data-state="open"]')
    .getByRole('button', { name: 'Connect with an alum' })
    .click();
  const none = page.getByRole('dialog', { name: 'No alums yet' });
  await expect(none.getByText('No alums are available for this school yet.')).toBeVisible();
  await none.getByRole('button', { name: 'Close' }).first().click();
  // Focus goes back to the button that opened the modal.
  await expect(
    page.locator('.establishment[data-state="open"]').getByRole('button', { name: 'Connect with an alum' }),
  ).toBeFocused();

  // Contact an alum: the rules, then the success text.
  await page.getByRole('button', { name: /Hudson Valley Farm School/ }).click();
  await page
    .locator('.establishment[data-state="open"]')
    .getByRole('button', { name: 'Connect with an alum' })
    .click();
  const choose = page.getByRole('dialog', { name: 'Connect with an alum' });
  await choose.getByRole('button', { name: 'Write to Dana Reyes' }).click();
  const write = page.getByRole('dialog', { name: 'Write to Dana Reyes' });
  await write.getByLabel('Your name').fill('Sam Seedling');
  await write.getByLabel('Your email', { exact: true }).fill('sam@example.org');
  await write.getByLabel('Confirm your email').fill('sam@example.net');
  await write.getByLabel('Your question for Dana Reyes').fill('Was the program worth it?');
  await write.getByRole('button', { name: 'Send my question' }).click();
  await expect(write.getByText("Emails don't match")).toBeVisible();
  await expect(write.getByText('You must agree the terms and conditions')).toBeVisible();
  await write.getByLabel('Confirm your email').fill('sam@example.org');
  await write.getByRole('checkbox', { name: /I agree to the terms and conditions/ }).check();
  await expectNoAxeViolations(page);
  await write.getByRole('button', { name: 'Send my question' }).click();
  const done = page.getByRole('dialog', { name: 'Thank you' });
  await expect(
    done.getByText(
      'Your inquiry has been submitted! An alum will contact you directly at the email address you provided.',
    ),
  ).toBeVisible();
  await expect(done.getByRole('link', { name: 'hello@goodfoodjobs.local' })).toBeVisible();
  const mail = await readMailTo(page, 'dana-reyes@alums.goodfoodjobs.local', /Sam Seedling/);
  expect(mail).toContain('Was the program worth it?');
});
