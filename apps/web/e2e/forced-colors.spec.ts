import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// The site's focus ring is a box-shadow. Forced colours (Windows high contrast) remove every
// box-shadow, so each focus rule also keeps a 2 px transparent outline, which that mode paints in
// the system's colour (it used to say `outline: none`, which left the keyboard's place unseen).

/** The outline the element that has the focus is drawn with. */
function focusedOutline(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    const style = getComputedStyle(focused);
    return {
      tag: focused.tagName.toLowerCase(),
      outline: `${style.outlineWidth} ${style.outlineStyle}`,
      color: style.outlineColor,
    };
  });
}

test('keyboard focus keeps an outline that forced colours can paint, on links, fields and buttons', async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto('/contact');
  // The first stops of the page: the skip link and the header's links.
  for (let stop = 0; stop < 3; stop++) {
    await page.keyboard.press('Tab');
    expect(await focusedOutline(page)).toMatchObject({ outline: '2px solid' });
  }
  // A form field (the form kit's own focus rule) and its form's button.
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: /send/i }) });
  await form.getByRole('textbox').first().focus();
  expect(await focusedOutline(page)).toMatchObject({ tag: 'input', outline: '2px solid' });
  await form.getByRole('button', { name: /send/i }).focus();
  expect(await focusedOutline(page)).toMatchObject({ tag: 'button', outline: '2px solid' });
});

test('without forced colours the outline is transparent: the ring stays the box-shadow', async ({ page }) => {
  await page.goto('/contact');
  await page.keyboard.press('Tab');
  const outline = await focusedOutline(page);
  expect(outline).toMatchObject({ outline: '2px solid', color: 'rgba(0, 0, 0, 0)' });
  const shadow = await page.evaluate(() => getComputedStyle(document.activeElement as Element).boxShadow);
  expect(shadow).not.toBe('none');
});
