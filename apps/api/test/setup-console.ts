import { afterEach, beforeEach, vi } from 'vitest';

// Conventions 12: an unexpected console.error fails the test. A test that expects one calls
// `expectConsoleError()` first.
let calls: unknown[][] = [];
let expected = false;

export function expectConsoleError(): void {
  expected = true;
}

beforeEach(() => {
  calls = [];
  expected = false;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (calls.length > 0 && !expected) {
    const text = calls.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called during the test:\n${text}`);
  }
});
