import {defineConfig} from 'vitest/config';

/**
 * Vitest's default 5 s per test is met on a quiet machine but not on a busy one
 * (a test that walks the site's imports took 6.5 s while other builds ran), and
 * `npm test` must pass on both. A test that needs longer still names its own.
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['tests/support/eventLoopTurn.ts'],
  },
});
