import type { Page, Response } from '@playwright/test';

/**
 * Waits until React hydrated the element `selector` names (React keeps its props on the element).
 * Before that, a click does what plain HTML does: a link loads a whole document, a button nothing.
 */
export async function waitForHydration(page: Page, selector: string, timeout?: number): Promise<void> {
  await page.waitForFunction(
    (css) => {
      const element = document.querySelector(css);
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
    },
    selector,
    timeout === undefined ? undefined : { timeout },
  );
}

/**
 * The answer to the header's cart read, to be asked for before a signed-in page is opened. The
 * header reads the cart once the page has hydrated, and a 401 there (the session ended meanwhile)
 * reloads the page signed out; a test that ends the session awaits this read first. On a busy
 * machine, hydration (and so the read) can come after Playwright's `networkidle`.
 */
export function cartRead(page: Page): Promise<Response> {
  return page.waitForResponse((response) => new URL(response.url()).pathname === '/api/shopping-cart-items');
}
