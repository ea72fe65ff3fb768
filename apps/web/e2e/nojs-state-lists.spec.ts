import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { newUser } from './new-poster.ts';
import { accountDetailsWithoutJavaScript } from './without-javascript.ts';

// Where a form's State field follows its Country picker, a script reloads the state list. Without
// one, "Show its states" posts the form as typed and the page answers with the same form and the
// states of the country chosen: nothing is saved or sent, nothing typed is lost, and the state
// field has the focus. Before, the list stayed the old country's until the form was refused.

const SHOW_STATES = 'Show its states';

/** The stored profile as the API gives it. */
async function storedProfile(page: Page) {
  const { userId } = (await (await page.request.get('/api/session')).json()) as { userId: number };
  const user = (await (await page.request.get(`/api/users/${userId}`)).json()) as Record<string, unknown>;
  return { country: user.country, state: user.state, city: user.city, gender: user.gender };
}

test('Tell Us About You without JavaScript shows the states of the country chosen, saving nothing', async ({
  browser,
}) => {
  // Five pages posted or loaded on one journey: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const { context, page, about } = await accountDetailsWithoutJavaScript(browser, {
    identifyAs: 'job seeker',
    viewport: { width: 375, height: 812 },
  });
  const city = about.getByLabel('City', { exact: true });
  await about.getByLabel('State').selectOption('Oregon');
  await city.fill('Portland');
  await about.getByRole('button', { name: 'Save details' }).click();
  await expect(about.getByText('Your account details have been updated successfully.')).toBeVisible();
  const saved = await storedProfile(page);
  expect(saved).toMatchObject({ country: 'United States', state: 'Oregon', city: 'Portland' });

  // France has no state list: its free "State or region" field, empty (Oregon was the old
  // country's), focused, with the city typed and the gender chosen kept.
  await about.getByLabel('Country').selectOption('France');
  await city.fill('Lyon');
  await about.getByLabel('Gender').selectOption('female');
  await about.getByRole('button', { name: SHOW_STATES }).click();
  const region = about.getByRole('textbox', { name: 'State or region' });
  await expect(region).toHaveValue('');
  await expect(region).toBeFocused();
  await expect(about.getByLabel('Country')).toHaveValue('France');
  await expect(city).toHaveValue('Lyon');
  await expect(about.getByLabel('Gender')).toHaveValue('female');
  await expect(about.locator('.field__error')).toHaveCount(0);
  await expect(about.getByRole('alert')).toHaveCount(0);
  await expect(about.getByText('Your account details have been updated successfully.')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/account/details');
  expect(new URL(page.url()).search).toBe('');
  // The button fits the phone's width, and so does the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // Back to the United States: its states in a select, nothing chosen yet, the rest still kept.
  await about.getByLabel('Country').selectOption('United States');
  await region.fill('Rhône');
  await about.getByRole('button', { name: SHOW_STATES }).click();
  const state = about.getByRole('combobox', { name: 'State' });
  await expect(state).toHaveValue('');
  await expect(state.getByRole('option', { name: 'New York' })).toHaveCount(1);
  expect(await state.getByRole('option').count()).toBeGreaterThan(50);
  await expect(state).toBeFocused();
  await expect(city).toHaveValue('Lyon');

  // Nothing was saved: a fresh page shows the stored profile.
  expect(await storedProfile(page)).toEqual(saved);
  await page.goto('/account/details');
  await expect(about.getByLabel('Country')).toHaveValue('United States');
  await expect(about.getByLabel('State')).toHaveValue('Oregon');
  await expect(city).toHaveValue('Portland');
  await context.close();
});

test('Show its states keeps the state of an unchanged country, and Enter in a field still saves', async ({
  browser,
}) => {
  const { context, page, about } = await accountDetailsWithoutJavaScript(browser, {
    identifyAs: 'job seeker',
  });
  const city = about.getByLabel('City', { exact: true });
  const state = about.getByRole('combobox', { name: 'State' });
  await state.selectOption('New York');
  await city.fill('Albany');
  await about.getByRole('button', { name: SHOW_STATES }).click();
  await expect(state).toHaveValue('New York');
  await expect(city).toHaveValue('Albany');

  // The refresh comes first in the form, yet is not the button Enter presses: that one saves.
  await city.press('Enter');
  await expect(about.getByText('Your account details have been updated successfully.')).toBeVisible();
  expect(await storedProfile(page)).toMatchObject({
    country: 'United States',
    state: 'New York',
    city: 'Albany',
  });
  await context.close();
});

test('Submit Your Own without JavaScript shows the states of the country chosen, sending nothing', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const story = `Shown the states without scripts, never sent (${Date.now()}).`;
  await page.goto('/testimonials/submit');
  const form = page.getByRole('main');
  const country = form.getByRole('combobox', { name: 'Country' });
  await form.getByRole('combobox', { name: 'State' }).selectOption('Vermont');
  await form.getByLabel('Your name').fill('Noemie Laurent');
  await form.getByLabel('Your email').fill('noemie@example.org');
  await country.selectOption('France');
  await form.getByLabel('City').fill('Lyon');
  await form.getByRole('combobox', { name: 'Who are you?' }).selectOption('seeker');
  await form.getByLabel('Your story', { exact: true }).fill(story);
  await form.getByRole('button', { name: SHOW_STATES }).click();

  const region = form.getByRole('textbox', { name: 'State or region (optional)' });
  await expect(region).toHaveValue('');
  await expect(region).toBeFocused();
  expect(new URL(page.url()).pathname).toBe('/testimonials/submit');
  await expect(country).toHaveValue('France');
  await expect(form.getByLabel('Your name')).toHaveValue('Noemie Laurent');
  await expect(form.getByLabel('Your email')).toHaveValue('noemie@example.org');
  await expect(form.getByLabel('City')).toHaveValue('Lyon');
  await expect(form.getByRole('combobox', { name: 'Who are you?' })).toHaveValue('seeker');
  await expect(form.getByLabel('Your story', { exact: true })).toHaveValue(story);
  await expect(form.locator('.field__error')).toHaveCount(0);

  await country.selectOption('United States');
  await form.getByRole('button', { name: SHOW_STATES }).click();
  const state = form.getByRole('combobox', { name: 'State' });
  await expect(state.getByRole('option', { name: 'Vermont' })).toHaveCount(1);
  expect(await state.getByRole('option').count()).toBeGreaterThan(50);
  await expect(state).toBeFocused();
  await expect(form.getByLabel('Your story', { exact: true })).toHaveValue(story);

  // Nothing was sent: staff have no such testimonial waiting.
  const staff = await browser.newContext();
  const signIn = await staff.request.post('/api/login/check', {
    data: { email: 'staff@goodfoodjobs.local', password: 'good-food-demo' },
  });
  expect(signIn.status()).toBe(200);
  const listed = await staff.request.get('/api/testimonials?status[]=pending&pageSize=100', {
    headers: { accept: 'application/ld+json' },
  });
  const { member } = (await listed.json()) as { member: Array<{ content: string }> };
  expect(member.map((t) => t.content)).not.toContain(story);
  await staff.close();
  await context.close();
});

test('with JavaScript there is no Show its states: hidden until the script runs, then gone', async ({
  browser,
}) => {
  // Scripts on but not loaded yet: the button is in the page, and hidden.
  const waiting = await browser.newContext();
  await waiting.route(/\/assets\/.*\.js$/, (route) => route.abort());
  const before = await waiting.newPage();
  await newUser(before, true, 'job seeker');
  for (const path of ['/account/details', '/testimonials/submit']) {
    await before.goto(path);
    const button = before.getByRole('button', { name: SHOW_STATES, includeHidden: true });
    await expect(button, path).toBeAttached();
    await expect(button, path).toBeHidden();
  }
  await waiting.close();

  // Once the script runs it reloads the list itself, and the button is gone.
  const scripted = await browser.newContext();
  const page = await scripted.newPage();
  await page.goto('/testimonials/submit');
  await expect(page.getByRole('button', { name: SHOW_STATES, includeHidden: true })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Country' }).selectOption('France');
  await expect(page.getByRole('textbox', { name: 'State or region (optional)' })).toBeVisible();
  await scripted.close();
});
