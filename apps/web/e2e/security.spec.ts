import { expect, expectNoAxeViolations, test } from './fixtures.ts';

const NOT_FOUND = 'We couldn’t find that page';
const SEEKER = { email: 'june@goodfoodjobs.local', password: 'good-food-demo' };

test('a job address that is not a job id gets the 404 page, not a bare null', async ({ page }) => {
  for (const path of ['/jobs/abc', '/jobs/99999999999', '/jobs/2147483648']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    expect(response?.headers()['content-type'], path).toContain('text/html');
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test('signing in never redirects off the site, whatever ?redirect= says', async ({ page }) => {
  for (const redirect of [
    '/%09/evil.example',
    '//evil.example',
    'https://evil.example',
    '/%0D%0A/evil.example',
  ]) {
    const response = await page.request.post(`/login?redirect=${redirect}`, {
      form: SEEKER,
      maxRedirects: 0,
    });
    // Before: `Location: /<TAB>/evil.example`, which browsers follow to evil.example; CR/LF gave a 500.
    expect(response.status(), redirect).toBe(302);
    expect(response.headers().location, redirect).toBe('/');
  }
  const kept = await page.request.post('/login?redirect=/account/seekers', { form: SEEKER, maxRedirects: 0 });
  expect(kept.headers().location).toBe('/account/seekers');
});

test('in the browser, the sign-in page with a hostile redirect lands on the home page', async ({
  page,
  baseURL,
}) => {
  await page.goto('/login?redirect=/%09/evil.example');
  await page.getByLabel('Email').fill(SEEKER.email);
  await page.getByLabel('Password').fill(SEEKER.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
});

test('a form page answers 400 to a body that is not a form, and a page without forms 405, each with its own page', async ({
  request,
}) => {
  for (const path of [
    '/contact',
    '/login',
    '/register',
    '/newsletter',
    '/reset-password',
    '/post',
    '/mark-filled',
  ]) {
    for (const [type, body] of [
      ['application/json', '{"name":"x"}'],
      ['text/plain', 'name=x'],
      ['multipart/form-data; boundary=zz', '--zz\r\nbroken'],
    ] as const) {
      const response = await request.post(path, {
        headers: { 'content-type': type },
        data: body,
        maxRedirects: 0,
      });
      // Before: 500 and "Something went wrong on our side" for every one of them.
      expect(response.status(), `${path} ${type}`).toBe(400);
      const html = await response.text();
      expect(html, path).toContain('<h1>We could not read that request</h1>');
      expect(html).toContain('Error 400');
    }
  }
  const refused = await request.post('/about', { form: { a: 'b' } });
  expect(refused.status()).toBe(405);
  const html = await refused.text();
  expect(html).toContain('<h1>This page does not take forms</h1>');
  expect(html).not.toContain('Something went wrong on our side');
});
