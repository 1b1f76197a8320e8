import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

/**
 * The levels of the map: every folder directly inside one of these is a unit a newcomer looks for (an app's top-level
 * folders, each server module, each web feature, each folder of the domain package), so the map names each one.
 */
const MAPPED_LEVELS = [
  'apps/server/src',
  'apps/server/src/modules',
  'apps/web/src',
  'apps/web/src/features',
  'packages/domain/src',
];

function foldersOf(level: string): string[] {
  return readdirSync(join(root, level), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${level}/${entry.name}/`);
}

/** The folders of the mapped levels that `docs/ARCHITECTURE.md` names, written in backticks with a trailing slash. */
function mappedFoldersNamed(document: string): string[] {
  const named = [...document.matchAll(/`((?:apps|packages)\/[^`\s*<>{}]+\/)`/g)].map(
    (match) => match[1] ?? '',
  );
  const isAtMappedLevel = (path: string) =>
    MAPPED_LEVELS.some((level) => {
      const name = path.startsWith(`${level}/`) ? path.slice(level.length + 1, -1) : '';
      return name !== '' && !name.includes('/');
    });
  return [...new Set(named.filter(isAtMappedLevel))].sort();
}

// A folder added without a line in the map (or a line left for a folder that went) fails here, so the map cannot
// fall behind the tree the way it did before issue 25.
describe('docs/ARCHITECTURE.md, the map', () => {
  const document = readFileSync(join(root, 'docs/ARCHITECTURE.md'), 'utf8');
  const named = mappedFoldersNamed(document);
  const existing = MAPPED_LEVELS.flatMap(foldersOf).sort();

  it('names every folder of the apps, the server modules, the web features and the domain', () => {
    expect(existing.filter((folder) => !named.includes(folder))).toEqual([]);
  });

  it('names no folder that does not exist', () => {
    expect(named.filter((folder) => !existing.includes(folder))).toEqual([]);
  });

  it('gives each named folder its job on the same line', () => {
    const bare = named.filter((folder) =>
      document
        .split('\n')
        .filter((line) => line.includes(`\`${folder}\``))
        .every((line) => line.replace(/`[^`]*`/g, '').replace(/[|\s\-—:,]/g, '').length < 12),
    );
    expect(bare).toEqual([]);
  });
});

/** The module → module edges lint enforces (`SERVER_MODULE_EDGES`, exposed by the config for its tests). */
function enforcedModuleEdges(): Record<string, string[]> {
  const config = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs')) as {
    tables: { SERVER_MODULE_EDGES: Record<string, string[]> };
  };
  return config.tables.SERVER_MODULE_EDGES;
}

/** The rows `| \`cases\` | items, meddra |` of the map's table of allowed edges ('—' for none). */
function documentedModuleEdges(document: string): Record<string, string[]> {
  const rows = [...document.matchAll(/^\s*\|\s*`([a-z-]+)`\s*\|\s*([^|]*?)\s*\|\s*$/gm)];
  return Object.fromEntries(
    rows.map(([, module = '', allowed = '']) => [
      module,
      allowed === '—' ? [] : allowed.split(',').map((name) => name.trim()),
    ]),
  );
}

describe('docs/ARCHITECTURE.md, the allowed module edges', () => {
  it('are the ones lint enforces, module by module', () => {
    const document = readFileSync(join(root, 'docs/ARCHITECTURE.md'), 'utf8');
    const sorted = (edges: Record<string, string[]>) =>
      Object.fromEntries(
        Object.entries(edges)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([module, allowed]) => [module, [...allowed].sort()]),
      );
    const documented = documentedModuleEdges(document);
    expect(Object.keys(documented).length).toBeGreaterThan(10);
    expect(sorted(documented)).toEqual(sorted(enforcedModuleEdges()));
  });
});
