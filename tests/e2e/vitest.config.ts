import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The app's modules the journeys reuse (the scoring engine and its input) import each other as '@/…'.
  resolve: { alias: { '@': fileURLToPath(new URL('../../src', import.meta.url)) } },
  test: {
    root: '.',
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // Each journey file starts with empty limiter counters, as each integration file does: the shared
    // stack's sign-up limit (30 an hour per address) is for people, not for a suite that registers many.
    setupFiles: ['tests/e2e/support/no-csp-violations.ts', 'tests/integration/support/fresh-limits.ts'],
  },
});
