import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const SOURCE_ROOTS = ['apps/server/src', 'apps/web/src', 'packages/domain/src'];
const isTest = (path: string) => /\.test\.tsx?$/.test(path) || /(^|\/)src\/test\//.test(path);
/** An import or a file URL that reaches a test folder: '../test/…', '@/test/…', './testing/…', 'test-support/…'. */
const TEST_IMPORT = /['"`](?:@\/test\/|(?:\.{1,2}\/)+(?:[\w.-]+\/)*(?:test|testing|test-support)\/)/;

function files(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// Test-only code lives in each package's src/test/ (factories, test servers, replay servers, child processes of
// the crash tests), never beside product code, and product code never imports it.
describe.each(SOURCE_ROOTS)('%s', (sourceRoot) => {
  const all = files(sourceRoot);

  it('keeps test helpers in src/test/ only', () => {
    const misplaced = all.filter(
      (path) => /\/(testing|test-support)\//.test(path) || /-test-kit\.ts$/.test(path),
    );
    expect(misplaced.filter((path) => !isTest(path))).toEqual([]);
  });

  it('has no product file that imports a test helper', () => {
    const offenders = all
      .filter((path) => !isTest(path))
      .filter((path) => TEST_IMPORT.test(readFileSync(join(root, path), 'utf8')))
      .map((path) => relative(root, join(root, path)));
    expect(offenders).toEqual([]);
  });
});
