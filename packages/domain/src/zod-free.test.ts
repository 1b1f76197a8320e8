import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;

/**
 * The modules the web's shell, list pages and case page take values from (the case page's E2B builder loads when
 * a file is generated). None may load zod, even through what it imports:
 * zod is 25 KB gzipped, and the bundler keeps every module whose schemas are built at load (decision 0014,
 * zod-free shell). Type-only imports are erased and allowed.
 */
const ZOD_FREE = [
  'constants.ts',
  'api/endpoint-address.ts',
  'api/endpoint-path.ts',
  'api/read-client-config.ts',
  'sources/source-item-addresses.ts',
  'api/endpoints/cases-addresses.ts',
  'api/endpoints/home-addresses.ts',
  'api/endpoints/intake-addresses.ts',
  'api/endpoints/review-addresses.ts',
  'api/endpoints/sources-addresses.ts',
  'api/endpoints/team-addresses.ts',
  'api/endpoints/users-addresses.ts',
  'api/endpoints/source-items-addresses.ts',
  'sources/source-list.ts',
  'home/home-limits.ts',
  'reports/custom-report-catalogue.ts',
  'api/endpoints/custom-reports-addresses.ts',
  'vector/vector-limits.ts',
  'api/endpoints/vector-addresses.ts',
  'items/list-limits.ts',
  'items/status.ts',
  'cases/case-kinds.ts',
  'cases/case-fields.ts',
  'cases/case-field-check.ts',
  'cases/receipt-dates.ts',
  'team/roles.ts',
  'team/team-rules.ts',
  'messages/en-every-page.ts',
  'messages/en-home.ts',
  'messages/en-psur.ts',
  'messages/en-custom-report.ts',
  'messages/en-vector.ts',
];

/** The relative modules a file imports as values (`import type` and `export type` are left out). */
function valueImports(file: string): string[] {
  const text = readFileSync(join(SRC, file), 'utf8');
  const found = [...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)];
  return found.map((match) => match[1] ?? '');
}

function zodPath(file: string, seen = new Set<string>()): string[] | undefined {
  if (seen.has(file)) return undefined;
  seen.add(file);
  for (const target of valueImports(file)) {
    if (target === 'zod' || target.startsWith('zod/')) return [file];
    if (!target.startsWith('.')) continue;
    const path = relative(SRC, join(SRC, dirname(file), target));
    const through = zodPath(path, seen);
    if (through) return [file, ...through];
  }
  return undefined;
}

describe('the zod-free modules', () => {
  it.each(ZOD_FREE)('%s loads no zod, directly or through its imports', (file) => {
    expect(zodPath(file)).toBeUndefined();
  });

  it('would notice a module that does', () => {
    expect(zodPath('api/endpoints/review.ts')).toEqual(expect.arrayContaining(['api/endpoints/review.ts']));
  });
});
