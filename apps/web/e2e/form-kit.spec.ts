import type { Locator } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

// Every form draws its fields with the form kit (accounts.css), the search sidebar included, which
// adds only its own density under its own class (decision 070). Before, the sidebar's field rules
// were not scoped and came later in the stylesheet: they restyled every form on the site (selects
// lost their chevron, text areas their padding, radios and checkboxes their 44 px rows).

/** What the eye sees of a text field or a select: its border, corners, type and height. */
function lookOf(control: Locator) {
  return control.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
      radius: style.borderTopLeftRadius,
      type: `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`,
      height: Math.round(element.getBoundingClientRect().height),
    };
  });
}

/** A select's drawn chevron, and the room its text leaves for it. */
function chevronOf(select: Locator) {
  return select.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      drawn: style.backgroundImage.includes('linear-gradient'),
      room: Number.parseFloat(style.paddingRight),
    };
  });
}

function labelLookOf(label: Locator) {
  return label.evaluate((element) => {
    const style = getComputedStyle(element);
    return `${style.fontWeight} ${style.fontSize} ${style.color}`;
  });
}

const heightOf = (locator: Locator) =>
  locator.evaluate((element) => Math.round(element.getBoundingClientRect().height));

test('the form kit draws every form’s fields, the search sidebar’s and its sort picker too', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/contact');
  const main = page.getByRole('main');
  const input = await lookOf(main.getByLabel('Your name'));
  const label = await labelLookOf(main.getByText('Your name', { exact: true }));
  expect(input).toMatchObject({ border: '2px solid rgb(141, 130, 112)', height: 44 });
  expect(await lookOf(main.getByLabel('Category'))).toEqual(input);
  expect(await chevronOf(main.getByLabel('Category'))).toEqual({ drawn: true, room: 48 });
  // A text area's words stand clear of its top border.
  const message = main.getByLabel('Your message');
  expect(await message.evaluate((element) => Number.parseFloat(getComputedStyle(element).paddingTop))).toBe(
    8,
  );
  // Focus shows: the ring around the field and the field's border in the focus colour.
  await main.getByLabel('Your name').focus();
  await page.keyboard.press('Tab');
  await expect(main.getByLabel('Your email')).toBeFocused();
  const focused = await main.getByLabel('Your email').evaluate((element) => {
    const style = getComputedStyle(element);
    return { ring: style.boxShadow, border: style.borderTopColor };
  });
  expect(focused.ring).toContain('rgb(242, 193, 78)');
  expect(focused.border).toBe('rgb(31, 81, 41)');

  // One design: the sidebar's zip code field and its label look as the contact form's do, and the
  // results' sort picker draws the kit's chevron.
  await page.goto('/search');
  const sidebar = page.getByRole('complementary', { name: 'Filters' });
  expect(await lookOf(sidebar.getByLabel('Zip code'))).toEqual(input);
  expect(await labelLookOf(sidebar.getByText('Zip code', { exact: true }))).toBe(label);
  expect(await chevronOf(page.getByRole('combobox', { name: 'Sort by' }))).toEqual({ drawn: true, room: 48 });
  // Until a zip code is typed the distances are off: dimmed, while the words saying what to do
  // stay at full contrast (the whole group was dimmed, its legend and hint too).
  const hint = sidebar.getByText('Enter a 5-digit zip code to choose a distance.');
  expect(
    await hint.evaluate((element) => getComputedStyle(element.closest('fieldset') ?? element).opacity),
  ).toBe('1');
  expect(
    await sidebar
      .locator('label', { hasText: '30 miles' })
      .evaluate((element) => getComputedStyle(element).opacity),
  ).toBe('0.6');
  await expectNoAxeViolations(page);
  // What is the sidebar's own stays there: its long lists of choices sit closer than a form's.
  expect(await heightOf(sidebar.locator('label', { hasText: 'Everywhere' }))).toBe(36);

  // A form's radios and checkboxes keep the kit's 44 px rows, and its fields no margin of their own
  // (the form spaces them).
  await page.goto('/register');
  expect(await heightOf(page.locator('label', { hasText: 'a job seeker' }))).toBe(44);
  const field = page.getByLabel('Email').locator('xpath=..');
  expect(await field.evaluate((element) => getComputedStyle(element).marginBottom)).toBe('0px');
});
