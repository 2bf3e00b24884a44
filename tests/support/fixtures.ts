/**
 * The `test` and `expect` every e2e spec imports: Playwright's, plus a guard
 * that fails a test when the page logs a console error or throws an uncaught
 * error (`pageerror`), so a broken page cannot pass by accident.
 *
 * A test that provokes errors on purpose (a blocked chunk, an unreachable
 * search host) declares the messages it expects, either for a whole file or
 * group with `test.use({expectedConsoleErrors: pattern})`
 * (several patterns: `anyOf(a, b)`), or inside one test with
 * `consoleErrors.expect(pattern)`. Anything else still fails the test.
 */
import {test as base, expect, type BrowserContext, type ConsoleMessage} from '@playwright/test';

export {expect};

/** Console errors some tests cause on purpose, named once. */
export const EXPECTED_CONSOLE = {
  /** Chromium logs every 404 response, the not-found page's own document included. */
  notFound: /Failed to load resource: the server responded with a status of 404/,
  /** A request the test refused with route.abort(). */
  abortedRequest: /Failed to load resource: net::ERR_(FAILED|CONNECTION_REFUSED)/,
} as const;

export interface ConsoleErrors {
  /** Allows console errors and uncaught errors matching `pattern` for the rest of this test. */
  expect(pattern: RegExp): void;
  /** Collects the errors of a context the test made itself (browser.newContext). */
  watch(context: BrowserContext): void;
  /** The errors seen so far, expected or not. */
  readonly seen: readonly string[];
}

/**
 * One pattern matching any of `patterns`. (A fixture option cannot be an
 * array of patterns: Playwright reads `[value, options]` arrays as a tuple.)
 */
export function anyOf(...patterns: RegExp[]): RegExp {
  return new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join('|'));
}

/** Where a console message came from, so the failure points at the page. */
function describe(message: ConsoleMessage): string {
  const {url, lineNumber} = message.location();
  return `console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`;
}

/**
 * The `cause` chain of each Error a console call was given. React reports a
 * recovered rendering error as a wrapper whose cause is the real one; without
 * this the failure would name only the wrapper.
 */
async function causes(message: ConsoleMessage): Promise<string[]> {
  const chains = await Promise.all(
    message.args().map((arg) =>
      arg
        .evaluate((value) => {
          const found: string[] = [];
          let current: unknown = value instanceof Error ? value.cause : undefined;
          while (current instanceof Error && found.length < 5) {
            found.push(current.stack ?? current.message);
            current = current.cause;
          }
          return found;
        })
        .catch(() => [] as string[]),
    ),
  );
  return chains.flat();
}

export const test = base.extend<{expectedConsoleErrors: RegExp | null; consoleErrors: ConsoleErrors}>({
  expectedConsoleErrors: [null, {option: true}],
  consoleErrors: [
    async ({context, expectedConsoleErrors}, use) => {
      const allowed = expectedConsoleErrors ? [expectedConsoleErrors] : [];
      const seen: string[] = [];
      const pending: Promise<void>[] = [];
      const watch = (watched: BrowserContext) => {
        watched.on('console', (message) => {
          if (message.type() !== 'error') return;
          const index = seen.push(describe(message)) - 1;
          pending.push(
            causes(message).then((found) => {
              if (found.length > 0) seen[index] += found.map((cause) => `\n  cause: ${cause}`).join('');
            }),
          );
        });
        watched.on('weberror', (error) => seen.push(`uncaught: ${error.error().message}`));
      };
      watch(context);
      await use({expect: (pattern) => allowed.push(pattern), watch, seen});
      await Promise.all(pending);
      const unexpected = seen.filter((line) => !allowed.some((pattern) => pattern.test(line)));
      expect(unexpected, 'console errors and uncaught errors during the test').toEqual([]);
    },
    {auto: true},
  ],
});
