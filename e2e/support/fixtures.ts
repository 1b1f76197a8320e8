import { fileURLToPath } from 'node:url';

/** Absolute path of a file in e2e/fixtures/ (see fixtures/SOURCES.md). */
export function fixture(name: string): string {
  return fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
}
