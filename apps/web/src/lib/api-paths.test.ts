import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');
const CLIENT = 'lib/api-client.ts';

/** The app's source files: tests, test helpers and fixtures may write paths (they play the server). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'test' || entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceFiles(SRC).map((path) => ({
  path: relative(SRC, path),
  text: readFileSync(path, 'utf8'),
}));

/**
 * Every call to the API goes through the endpoint table (@vigila/domain `endpoints`, lib/api-client.ts#apiCall):
 * no web file writes an API path, so a path is written once, in the contract the server registers too.
 */
describe('API paths in the web app', () => {
  it('are never written as /api literals', () => {
    const offenders = files.filter(({ text }) => /['"`]\/api(\/|['"`])/.test(text)).map(({ path }) => path);
    expect(offenders).toEqual([]);
  });

  it('are built only by the API client: no file but it calls fetch for /api or apiFetch', () => {
    const offenders = files
      .filter(({ path }) => path !== CLIENT)
      .filter(({ text }) => /\bapiFetch\s*[<(]/.test(text) || /\bfetch\(\s*`\$\{API_BASE_PATH\}/.test(text))
      .map(({ path }) => path);
    expect(offenders).toEqual([]);
  });

  it('are called through the table in every api/ file', () => {
    const apiFiles = files.filter(({ path }) => /(^|\/)api\/[^/]+\.ts$/.test(path));
    expect(apiFiles.length).toBeGreaterThan(30);
    const writesPaths = apiFiles.filter(({ text }) => /apiCall\(\s*['"`]/.test(text)).map(({ path }) => path);
    expect(writesPaths).toEqual([]);
  });
});
