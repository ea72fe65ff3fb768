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

afterEach(() => {
  cleanup();
  vi.mocked(console.error).mockRestore();
  if (calls.length > 0) {
    const text = calls.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called during the test:\n${text}`);
  }
});
