import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeNewSourceIn } from './describe-new-source.ts';
import { ROOT, WEB_CHANGES } from './new-source-check.ts';

// Checked in apps/web: the source compiles with its one web module. That module is found by its name, not imported,
// so leaving it out is no compile error: app/sources.test.ts fails instead (one shell per source).
describeNewSourceIn('apps/web', []);

describe('the web module of a new source', () => {
  const glob = readFileSync(join(ROOT, 'apps/web/src/app/sources.ts'), 'utf8');

  it.each(WEB_CHANGES.map((change) => [change.path, change] as const))(
    '%s is where app/sources.ts looks, and defines a shell',
    (path, change) => {
      expect(glob).toContain("'../features/*/*-source.ts'");
      expect(path).toMatch(/^apps\/web\/src\/features\/([^/]+)\/\1-source\.ts$/);
      expect(change.text(undefined)).toMatch(/export const \w+Shell: SourceShell = \{/);
    },
  );
});
