import { describe, expect, it } from 'vitest';
import { ALL_CHANGES, DOMAIN_CHANGES, SERVER_CHANGES, workspaceChecker } from './new-source-check.ts';

// A whole-workspace type check: ~20 s of CPU on a 2-core machine (it runs in the unit-isolated project).
const TIMEOUT = 180_000;
const errorsWith = workspaceChecker('apps/server');
const listed = [...DOMAIN_CHANGES, ...SERVER_CHANGES];

/** docs/adding-a-source.md's list for a TikTok source, checked in apps/server: its domain and server files. */
describe('a new monitored source in apps/server', () => {
  it(
    'compiles with exactly the files docs/adding-a-source.md lists',
    () => {
      expect(errorsWith(ALL_CHANGES)).toEqual([]);
    },
    TIMEOUT,
  );

  it.each(listed.map((change) => [change.path, change] as const))(
    'does not compile without %s',
    (_path, left) => {
      const rest = ALL_CHANGES.filter((change) => change !== left);
      expect(
        errorsWith(
          rest,
          listed.map((change) => change.path),
        ),
      ).not.toEqual([]);
    },
    TIMEOUT,
  );
});
