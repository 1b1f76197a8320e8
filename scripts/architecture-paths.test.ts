import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const REPOSITORY_PATH = /`((?:apps|packages|e2e|bench|scripts|docs|eslint)\/[^`\s*<>{}]+)`/g;

/** Build output (apps/web/dist) exists only after a build: a document may name it, a fresh clone lacks it. */
const isBuildOutput = (path: string) => /(^|\/)dist(\/|$)/.test(path);

/** Every repository path the document names in backticks (folders end with /); globs and placeholders are skipped. */
function namedPaths(document: string): string[] {
  const text = readFileSync(join(root, document), 'utf8');
  const paths = [...text.matchAll(REPOSITORY_PATH)].map((match) => match[1] ?? '');
  return [...new Set(paths)].filter((path) => !isBuildOutput(path));
}

// The architecture document walks an item from upload to E2B naming each file: a rename that forgets the
// document fails here, so the walk stays true.
describe.each(['docs/ARCHITECTURE.md', 'README.md'])('%s', (document) => {
  it('names only files and folders that exist', () => {
    const paths = namedPaths(document);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });
});
