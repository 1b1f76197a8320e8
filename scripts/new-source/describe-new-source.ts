import { describe, expect, it } from 'vitest';
import { ALL_CHANGES, workspaceChecker, type SourceFileChange } from './new-source-check.ts';

// A whole-workspace type check: ~20 s of CPU on a 2-core machine (it runs in the unit-isolated project).
const TIMEOUT = 180_000;

/**
 * docs/adding-a-source.md's list for a TikTok source, checked in one workspace: it compiles with every listed file,
 * and not without any one of `listed` (the files that workspace's compiler sees).
 */
export function describeNewSourceIn(
  workspace: 'apps/server' | 'apps/web',
  listed: readonly SourceFileChange[],
) {
  const errorsWith = workspaceChecker(workspace);
  describe(`a new monitored source in ${workspace}`, () => {
    it(
      'compiles with exactly the files docs/adding-a-source.md lists',
      () => {
        expect(errorsWith(ALL_CHANGES)).toEqual([]);
      },
      TIMEOUT,
    );

    // (A module found by its name, not imported — the web's — is not in `listed`: leaving it out still compiles.)
    if (listed.length > 0)
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
}
