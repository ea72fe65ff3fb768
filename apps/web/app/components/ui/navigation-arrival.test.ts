import { afterEach, describe, expect, it } from 'vitest';
import { placeFocus } from './navigation-arrival.ts';
import { arrivalFocus } from './navigation-focus.tsx';

/** A page as the root layout draws it: header, main with its content, footer. */
function page(content: string) {
  document.body.innerHTML = `<header><a href="/blog" id="header-link">Blog</a></header>
    <main id="main" tabindex="-1">${content}</main><footer><a href="/faq">FAQ</a></footer>`;
}
const focused = () => document.activeElement;
const arrival = { isNewPage: true, hash: '', state: null, leftOver: null, returnTo: undefined };

afterEach(() => {
  document.body.innerHTML = '';
});

describe('where the focus lands after a client-side navigation (decision 073)', () => {
  it('a new page: its h1, focusable by script only while it has the focus', () => {
    page('<h1>Blog</h1><a href="/blog/a">A story</a>');
    document.getElementById('header-link')?.focus();
    const leftOver = focused();
    placeFocus({ ...arrival, leftOver });
    const h1 = document.querySelector('h1');
    expect(focused()).toBe(h1);
    expect(h1?.getAttribute('tabindex')).toBe('-1');
    document.querySelector<HTMLElement>('main a')?.focus();
    expect(h1?.hasAttribute('tabindex')).toBe(false);
  });

  it('a new page without an h1: the main landmark', () => {
    page('<p>Nothing here</p>');
    placeFocus(arrival);
    expect(focused()?.id).toBe('main');
  });

  it('the element the #hash names, and on Back the link that was followed from the page', () => {
    page('<h1>FAQ</h1><section id="refunds"><h2>Refunds</h2></section><a href="/jobs/2/b">Job B</a>');
    placeFocus({ ...arrival, hash: '#refunds' });
    expect(focused()?.id).toBe('refunds');
    // Each arrival below starts from the focus the old page left (here: on <body>).
    (focused() as HTMLElement).blur();
    placeFocus({ ...arrival, returnTo: '/jobs/2/b' });
    expect(focused()?.textContent).toBe('Job B');
    // A link no longer there: the heading.
    (focused() as HTMLElement).blur();
    placeFocus({ ...arrival, returnTo: '/jobs/9/gone' });
    expect(focused()?.tagName).toBe('H1');
  });

  it('focus the new page placed itself stays: a field in main, a modal', () => {
    page('<h1>Sign in</h1><input id="email">');
    document.getElementById('email')?.focus();
    placeFocus(arrival);
    expect(focused()?.id).toBe('email');
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div role="dialog"><button id="close">Close</button></div>',
    );
    document.getElementById('close')?.focus();
    placeFocus(arrival);
    expect(focused()?.id).toBe('close');
  });

  it('focus left over from the old page moves, even inside main (the same route, another job)', () => {
    page('<h1>Job A</h1><a href="/jobs/2/b" id="similar">Job B</a>');
    const link = document.getElementById('similar');
    link?.focus();
    placeFocus({ ...arrival, leftOver: link });
    expect(focused()?.tagName).toBe('H1');
  });

  it('the same page with other search parameters: the control keeps the focus, unless asked or gone', () => {
    page('<h1>Jobs</h1><input type="checkbox" id="farm"><h2 id="results-count" tabindex="-1">9 jobs</h2>');
    const same = { ...arrival, isNewPage: false };
    document.getElementById('farm')?.focus();
    placeFocus(same);
    expect(focused()?.id).toBe('farm');
    placeFocus({ ...same, state: arrivalFocus('results-count') });
    expect(focused()?.id).toBe('results-count');
    placeFocus({ ...same, state: arrivalFocus() });
    expect(focused()?.tagName).toBe('H1');
    (focused() as HTMLElement).blur();
    placeFocus(same);
    expect(focused()?.tagName).toBe('H1');
  });
});
