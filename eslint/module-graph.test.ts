import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The real .dependency-cruiser.cjs (what `npm run lint` runs), over a small tree with one violation of each rule,
// and over the real apps/server/src, which must have none.
const root = fileURLToPath(new URL('..', import.meta.url));
const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as IConfiguration & {
  tables: { SERVER_MODULE_EDGES: Record<string, string[]>; SERVER_LOWER_FOLDERS: string[] };
};
const { SERVER_MODULE_EDGES } = config.tables;

async function violationsIn(baseDir: string): Promise<string[]> {
  const { output } = await cruise(['apps/server/src'], {
    ...config.options,
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden ?? [] },
  });
  const result = output as ICruiseResult;
  return result.summary.violations.map(
    (violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`,
  );
}

/** A tiny server tree: each file's imports, written as `import { x } from '<path>';` lines. */
const fixture: Record<string, string[]> = {
  // Allowed: vector → items through items' index; files of one module import each other freely.
  'modules/vector/vector-search.service.ts': ['../items/index.ts', './vector.repository.ts'],
  'modules/vector/vector.repository.ts': [],
  'modules/vector/index.ts': ['./vector-search.service.ts'],
  'modules/items/index.ts': ['./items.repository.ts', './analyze-item.job.ts'],
  'modules/items/items.repository.ts': [],
  // Forbidden edge: items may not import vector (not in its row of the table).
  'modules/items/analyze-item.job.ts': ['../vector/index.ts'],
  // Forbidden: cases imports items' repository file, not its index (cases → items itself is allowed).
  'modules/cases/case-origin.ts': ['../items/items.repository.ts'],
  // Forbidden: a lower folder imports a module.
  'idp/sign-up.ts': ['../modules/items/index.ts'],
  // Forbidden: the composition root imports a module's inner file.
  'workers.ts': ['./modules/items/analyze-item.job.ts'],
  // Forbidden: a cycle in a lower folder (type-only counts).
  'http/token-verifier.ts': ['./token-cache.ts'],
  'http/token-cache.ts': ['./token-verifier.ts'],
  // Forbidden: run-time analysis imports training code.
  'analysis/ensemble/ensemble.ts': ['../train/operating-point.ts'],
  'analysis/train/operating-point.ts': [],
  // Tests compose layers on purpose: never a violation.
  'modules/cases/case-origin.test.ts': ['../items/items.repository.ts', '../vector/vector.repository.ts'],
};

describe('the module graph rules (.dependency-cruiser.cjs)', () => {
  let fixtureDir = '';
  beforeAll(() => {
    fixtureDir = mkdtempSync(join(tmpdir(), 'module-graph-'));
    for (const [file, imports] of Object.entries(fixture)) {
      const path = join(fixtureDir, 'apps/server/src', file);
      mkdirSync(dirname(path), { recursive: true });
      const lines = imports.map((target, index) =>
        file.startsWith('http/')
          ? `import type { T${index} } from '${target}';`
          : `import { x${index} } from '${target}';`,
      );
      writeFileSync(path, `${lines.join('\n')}\nexport const x0 = 0;\nexport type T0 = number;\n`);
    }
  });
  afterAll(() => rmSync(fixtureDir, { recursive: true, force: true }));

  it('fails each forbidden import of the fixture, and nothing else', async () => {
    const violations = await violationsIn(fixtureDir);
    const server = 'apps/server/src';
    expect(violations.sort()).toEqual(
      [
        `server-module-edges: ${server}/modules/items/analyze-item.job.ts → ${server}/modules/vector/index.ts`,
        // The forbidden edge closes a cycle through the two index files (a cycle is reported once, at one edge).
        `server-no-circular: ${server}/modules/items/analyze-item.job.ts → ${server}/modules/vector/index.ts`,
        `server-module-public-entry: ${server}/modules/cases/case-origin.ts → ${server}/modules/items/items.repository.ts`,
        `server-lower-folder-not-modules: ${server}/idp/sign-up.ts → ${server}/modules/items/index.ts`,
        `server-module-public-entry: ${server}/workers.ts → ${server}/modules/items/analyze-item.job.ts`,
        `server-no-circular: ${server}/http/token-cache.ts → ${server}/http/token-verifier.ts`,
        `server-runtime-analysis-not-train: ${server}/analysis/ensemble/ensemble.ts → ${server}/analysis/train/operating-point.ts`,
      ].sort(),
    );
  });

  // Cruising the whole server takes a few seconds on a busy 2-core machine: a generous limit, not a measure.
  it('finds no violation in apps/server/src', { timeout: 60_000 }, async () => {
    expect(await violationsIn(root)).toEqual([]);
  });

  it('has a row for every server module, and the allowed edges form no cycle', () => {
    const folders = readdirSync(join(root, 'apps/server/src/modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(Object.keys(SERVER_MODULE_EDGES).sort()).toEqual(folders);
    for (const targets of Object.values(SERVER_MODULE_EDGES)) {
      for (const target of targets) expect(folders).toContain(target);
    }
    const visiting = new Set<string>();
    const done = new Set<string>();
    const cycleFrom = (module: string): string[] | null => {
      if (done.has(module)) return null;
      if (visiting.has(module)) return [module];
      visiting.add(module);
      for (const target of SERVER_MODULE_EDGES[module] ?? []) {
        const cycle = cycleFrom(target);
        if (cycle) return [module, ...cycle];
      }
      visiting.delete(module);
      done.add(module);
      return null;
    };
    for (const module of folders) expect(cycleFrom(module)).toBeNull();
  });
});
