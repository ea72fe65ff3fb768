import { expect, expectNoAxeViolations, test } from './fixtures.ts';

// What an outside probe sent the site: malformed link tokens, odd page numbers, a direction
// override in the keywords, an unconfirmed account saving a search. Each answer is a clear page
// in the site's words, never the validator's text, a form that cannot work, or a 500.

test('a reset link whose token holds a NUL says it is not valid, like an unknown one, with no form', async ({
  page,
}) => {
  const response = await page.goto('/reset-password/%00', { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  // Before: the API's 422 was read as an outage, and the set-new-password form showed.
  await expect(
    page.getByRole('alert').filter({ hasText: 'This password reset link is not valid.' }),
  ).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await expect(page.getByText('NUL')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
    'href',
    '/reset-password',
  );
  await expectNoAxeViolations(page);
});

test('a confirmation link whose token holds a NUL says it is not valid, not the validator’s text', async ({
  page,
}) => {
  await page.goto('/confirm-email?token=%00', { waitUntil: 'networkidle' });
  await expect(
    page.getByRole('alert').filter({ hasText: 'This confirmation link is not valid.' }),
  ).toBeVisible();
  // Before: "token: This value must not contain NUL characters or invalid Unicode."
  await expect(page.getByText(/NUL characters|token:/)).toHaveCount(0);
  await expectNoAxeViolations(page);
});
