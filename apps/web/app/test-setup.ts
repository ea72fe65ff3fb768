import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// findBy*/waitFor wait up to 3 s rather than 1: with every test file running at once on two cores,
// a form's submit path (validation, the mocked request, the re-render) took over a second now and
// then, and the test failed though nothing was wrong.
configure({ asyncUtilTimeout: 3000 });

// Conventions 12: an unexpected console.error (React warnings included) fails the test.
let calls: unknown[][] = [];

beforeEach(() => {
  calls = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
});

/**
 * Whether a click still does what it does by default (submit a form, follow a link) once the test
 * is over. The files of a worker share one DOM (isolate: false), so a click listener a test leaves
 * on `document` or `window` that cancels clicks makes every later form test in that worker fail,
 * in whichever file happens to come next: a flaky test elsewhere rather than a failure here.
 */
function clicksStillWork(): boolean {
  if (typeof document === 'undefined') return true; // a test in the node environment
  const probe = document.createElement('span');
  document.body.append(probe);
  try {
    return probe.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  } finally {
    probe.remove();
  }
}

/**
 * Whether `location` is still the window's own. A test that puts a copy in its place
 * (`{ ...location, reload }`) leaves a location without href (its getters are on the prototype),
 * and every later file of the worker reads `undefined`: a link built from location.href lost its
 * href in whichever file came next (CI failed so, once).
 */
function locationIsTheWindows(): boolean {
  return typeof window === 'undefined' || typeof window.location.href === 'string';
}

afterEach(() => {
  cleanup();
  vi.mocked(console.error).mockRestore();
  if (!clicksStillWork()) {
    throw new Error(
      'A click listener left on document or window cancels every click: remove it at the end of the test (or put it on the rendered container).',
    );
  }
  if (!locationIsTheWindows()) {
    throw new Error(
      'window.location was replaced and not restored: spy on its method instead (vi.spyOn(window.location, …)) and restore it.',
    );
  }
  if (calls.length > 0) {
    const text = calls.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called during the test:\n${text}`);
  }
});
