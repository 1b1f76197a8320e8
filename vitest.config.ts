import { defineConfig } from 'vitest/config';

// Three projects: fast unit tests (node), React component tests (jsdom), and integration tests that boot the
// server against a real database (PGlite always, PostgreSQL when reachable).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'eslint/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/lib/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
          // The case page renders its whole E2B form (about 110 fields and the repeatable sections) and types into it
          // through user-event: 4–6 s on a 2-core machine, past the default 5 s when the machine is busy.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['apps/server/src/**/*.int.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One file at a time when run by hand (easier to read); scripts/test.sh runs two at once.
          fileParallelism: false,
        },
      },
    ],
  },
});
