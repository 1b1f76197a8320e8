import { defineConfig } from 'vitest/config';

/** React component tests (jsdom). */
const webTests = {
  root: './apps/web',
  environment: 'jsdom',
  include: ['src/**/*.test.{ts,tsx}'],
  setupFiles: ['./src/test/setup.ts'],
  // The case page renders its whole E2B form (about 110 fields and the repeatable sections) and types into it
  // through user-event: 4–6 s on a 2-core machine, past the default 5 s when the machine is busy.
  testTimeout: 20_000,
};

/** The web tests that mock modules (vi.mock): they run isolated, each file with its own module graph. */
const MODULE_MOCKING_TESTS = [
  'src/app/layout/use-session-gate.test.tsx',
  'src/features/org-switcher/components/org-switcher.test.tsx',
  'src/lib/auth/sign-in.test.ts',
];

/** The one unit test that mocks modules (vi.mock): it runs isolated. */
const CREATE_ANALYZER_TEST = 'apps/server/src/analysis/create-analyzer.test.ts';
/** The throwaway-source checks (docs/adding-a-source.md): whole-workspace type checks, ~20 s each, apart. */
const NEW_SOURCE_TESTS = 'scripts/new-source/*.test.ts';

// Five projects: fast unit tests (node), React component tests (jsdom; the few that mock modules apart), and
// integration tests that boot the server against a real database (PGlite always, PostgreSQL when reachable).
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
          exclude: ['**/*.int.test.ts', '**/node_modules/**', CREATE_ANALYZER_TEST, NEW_SOURCE_TESTS],
          // One module graph per worker instead of per file; the one file that mocks modules runs apart (unit-isolated).
          isolate: false,
        },
      },
      {
        test: {
          name: 'unit-isolated',
          environment: 'node',
          include: [CREATE_ANALYZER_TEST, NEW_SOURCE_TESTS],
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          ...webTests,
          name: 'web',
          exclude: MODULE_MOCKING_TESTS,
          // One jsdom and one module graph per worker instead of per file: 190 s → 66 s for the project on 2 cores.
          // Every test file resets the stores it uses (afterEach) and renders into a fresh container.
          isolate: false,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        // Files that replace modules (vi.mock) need their own module graph, or the mock leaks into the next file.
        test: { ...webTests, name: 'web-isolated', include: MODULE_MOCKING_TESTS },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['apps/server/src/**/*.int.test.ts'],
          // Migrates one embedded cluster and dumps it; every PGlite test database starts from the dump.
          globalSetup: ['apps/server/src/test/integration-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One file at a time when run by hand (easier to read); scripts/test.sh runs two at once.
          fileParallelism: false,
        },
      },
    ],
  },
});
