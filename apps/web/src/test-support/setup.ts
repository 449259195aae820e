import { afterEach, beforeEach, vi } from 'vitest';

// A console.error nobody reads can hide a bug (React reports updates outside act(), missing keys and
// invalid markup there): any unexpected one fails the test. A test that expects one mocks console.error itself.
let unexpectedErrors: string[] = [];

beforeEach(() => {
  unexpectedErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const message = `Unexpected console.error: ${consoleText(args)}`;
    unexpectedErrors.push(message);
    throw new Error(message);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  // The throw above may land inside React or a promise that swallows it: the test fails here regardless.
  if (unexpectedErrors.length > 0) throw new Error(unexpectedErrors.join('\n'));
});

/** The line the console would print: React passes a format string ('%s') and its values. */
function consoleText([first, ...rest]: unknown[]): string {
  if (typeof first !== 'string') return [first, ...rest].map(String).join(' ');
  const text = first.replace(/%[sdifoOc]/g, () => String(rest.shift()));
  return [text, ...rest.map(String)].join(' ');
}
