import type { Browser, ViewportSize } from '@playwright/test';
import { newUser } from './new-poster.ts';

interface NewUserOptions {
  /** Keep the new account's session in the browser (newUser's `signedIn`). */
  signedIn: boolean;
  identifyAs?: 'job poster' | 'job seeker';
  viewport?: ViewportSize;
}

/**
 * A browser context of its own with JavaScript off, its page, and a new account made in it
 * (newUser): the opening of every test of a form without JavaScript. Close `context` at the end.
 */
export async function newUserWithoutJavaScript(browser: Browser, options: NewUserOptions) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    ...(options.viewport ? { viewport: options.viewport } : {}),
  });
  const page = await context.newPage();
  const email = await newUser(page, options.signedIn, options.identifyAs);
  return { context, page, email };
}

/**
 * The same, signed in, on Account Info (/account/details), with its Tell Us About You region: a
 * closed section that shows open when no script will run.
 */
export async function accountDetailsWithoutJavaScript(
  browser: Browser,
  options: Omit<NewUserOptions, 'signedIn'> = {},
) {
  const opened = await newUserWithoutJavaScript(browser, { ...options, signedIn: true });
  await opened.page.goto('/account/details');
  return { ...opened, about: opened.page.getByRole('region', { name: 'Tell Us About You' }) };
}
