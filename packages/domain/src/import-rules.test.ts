import { readdirSync } from 'node:fs';
import { relative } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The domain package's folder graph (issue 25): which top-level folder of packages/domain/src imports which, read by
 * dependency-cruiser from the sources themselves, so no list of edges can go stale. Two rules:
 * - no cycle between folders: a folder is a layer, and two layers that import each other are one;
 * - e2b/ (builders, readers, checkers, FDA/ICH profiles) imports nothing from cases/: whatever maps a case record to
 *   an E2B message lives on the cases side (cases/e2b/).
 * The cycle rule covers every folder and root file (LAYERS).
 */
const SRC = import.meta.dirname;

/**
 * Every layer of the package: each top-level folder and each file at the root (constants.ts, calendar-date.ts), read
 * from the disk so a new folder is checked from its first commit. The entry (index.ts), tests and test data are no
 * layer.
 */
const LAYERS = readdirSync(SRC, { withFileTypes: true })
  .map((entry) => entry.name)
  .filter((name) => name !== 'index.ts' && name !== 'test' && !name.endsWith('.test.ts'));

interface ModuleImports {
  /** Path inside packages/domain/src: `cases/e2b/case-to-e2b.ts`. */
  source: string;
  imports: string[];
}

/** A module's place in the graph: its top-level folder, or the file itself for a file at the root (constants.ts). */
function folderOf(path: string): string {
  return path.split('/')[0] ?? path;
}

const isTest = (path: string) => path.endsWith('.test.ts');

/** Folder → the folders it imports. Tests are left out (they are no layer) and so is the package entry, index.ts. */
function folderEdges(modules: readonly ModuleImports[]): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const { source, imports } of modules) {
    if (isTest(source) || source === 'index.ts') continue;
    for (const target of imports) {
      const [from, to] = [folderOf(source), folderOf(target)];
      if (from === to) continue;
      edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return edges;
}

/** The groups of `among` that import each other (Tarjan's strongly connected components of more than one folder). */
function folderCycles(edges: Map<string, Set<string>>, among: readonly string[]): string[][] {
  const inScope = new Set(among);
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (folder: string) => {
    order.set(folder, order.size);
    low.set(folder, order.get(folder) ?? 0);
    stack.push(folder);
    for (const next of edges.get(folder) ?? []) {
      if (!inScope.has(next)) continue;
      if (!order.has(next)) visit(next);
      if (stack.includes(next)) low.set(folder, Math.min(low.get(folder) ?? 0, low.get(next) ?? 0));
    }
    if (low.get(folder) !== order.get(folder)) return;
    const component = stack.splice(stack.indexOf(folder));
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const folder of among) if (!order.has(folder)) visit(folder);
  return cycles;
}

/** Each import of a module in `from` that lands in `to`, as 'importer → imported'. */
function importsBetween(modules: readonly ModuleImports[], from: string, to: string): string[] {
  return modules.flatMap(({ source, imports }) =>
    folderOf(source) === from
      ? imports.filter((target) => folderOf(target) === to).map((target) => `${source} → ${target}`)
      : [],
  );
}

/** Every module of packages/domain/src (tests included) with the modules of the package it imports. */
async function domainModules(): Promise<ModuleImports[]> {
  const base = relative(process.cwd(), SRC);
  const result = await cruise([base], {
    tsPreCompilationDeps: true,
    exclude: { path: 'node_modules' },
  });
  const { modules } = result.output as ICruiseResult;
  const inside = (path: string) => path.startsWith(`${base}/`);
  return modules
    .filter((module) => inside(module.source))
    .map((module) => ({
      source: module.source.slice(base.length + 1),
      imports: module.dependencies
        .filter((dependency) => inside(dependency.resolved))
        .map((dependency) => dependency.resolved.slice(base.length + 1)),
    }));
}

describe('the rules bite', () => {
  const looping: ModuleImports[] = [
    { source: 'cases/case-to-e2b.ts', imports: ['e2b/build.ts', 'cases/case-fields.ts'] },
    { source: 'e2b/r3/generate.ts', imports: ['cases/case-fields.ts'] },
    { source: 'e2b/build.ts', imports: ['constants.ts'] },
    { source: 'messages/en.ts', imports: ['e2b/build.ts'] },
  ];

  it('finds two folders that import each other, and only those', () => {
    expect(folderCycles(folderEdges(looping), ['cases', 'e2b', 'messages', 'constants.ts'])).toEqual([
      ['cases', 'e2b'],
    ]);
  });

  it('finds a longer loop, but not one through a folder outside the checked ones', () => {
    const loop: ModuleImports[] = [
      { source: 'api/a.ts', imports: ['cases/b.ts'] },
      { source: 'cases/b.ts', imports: ['messages/c.ts'] },
      { source: 'messages/c.ts', imports: ['api/a.ts'] },
    ];
    expect(folderCycles(folderEdges(loop), ['api', 'cases', 'messages'])).toEqual([
      ['api', 'cases', 'messages'],
    ]);
    expect(folderCycles(folderEdges(loop), ['api', 'cases'])).toEqual([]);
  });

  it('does not count a test or the package entry as a layer', () => {
    const tests: ModuleImports[] = [
      { source: 'e2b/a.test.ts', imports: ['cases/b.ts'] },
      { source: 'cases/b.ts', imports: ['e2b/c.ts'] },
      { source: 'index.ts', imports: ['cases/b.ts', 'e2b/c.ts'] },
      { source: 'e2b/c.ts', imports: ['index.ts'] },
    ];
    expect(folderCycles(folderEdges(tests), ['cases', 'e2b', 'index.ts'])).toEqual([]);
  });

  it('names every import from e2b/ into cases/', () => {
    expect(importsBetween(looping, 'e2b', 'cases')).toEqual(['e2b/r3/generate.ts → cases/case-fields.ts']);
  });
});

describe('the domain package’s folder graph', () => {
  let modules: ModuleImports[] = [];
  beforeAll(async () => {
    modules = await domainModules();
  });

  it('reads the package (the graph is not empty)', () => {
    expect(modules.length).toBeGreaterThan(150);
    expect(folderEdges(modules).get('cases')?.has('e2b')).toBe(true);
  });

  it('has no cycle between its folders', () => {
    expect(LAYERS).toEqual(
      expect.arrayContaining(['api', 'cases', 'e2b', 'items', 'sources', 'constants.ts']),
    );
    expect(folderCycles(folderEdges(modules), LAYERS)).toEqual([]);
  });

  it('e2b/ imports nothing from cases/, its tests included', () => {
    expect(importsBetween(modules, 'e2b', 'cases')).toEqual([]);
  });

  it('no module inside the package imports its entry, index.ts', () => {
    expect(modules.filter(({ imports }) => imports.includes('index.ts')).map(({ source }) => source)).toEqual(
      [],
    );
  });
});
