import { expect, expectNoAxeViolations, test } from './fixtures.ts';

// The accessibility check itself: it reads contrast again when the first reading fails (a control
// caught mid-transition), so it must still fail on a fault that is there both times.

test('the axe check fails on text whose contrast is too low, read twice', async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>' +
      '<p style="color:#ddd;background:#fff">Too pale to read</p></main></body></html>',
  );
  const outcome = await expectNoAxeViolations(page).then(
    () => 'passed',
    (error: Error) => error.message,
  );
  expect(outcome).toContain('color-contrast');
});
