import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The files a new monitored source touches, as docs/adding-a-source.md lists them for a hypothetical TikTok source:
 * the new ones are fixtures beside this file (`tiktok/*.txt`), the changed ones an edit of today's file at an anchor.
 * new-source.*.test.ts type-check the repository with exactly these changes laid over it (nothing is written to
 * disk), and with each one left out in turn.
 */
export const ROOT = resolve(import.meta.dirname, '../..');

export interface SourceFileChange {
  /** The file, from the repository's root. */
  path: string;
  /** Its whole text, for a new file; the edit of today's text, for a changed one. */
  text: (current: string | undefined) => string;
}

const fixture = (name: string) => () => readFileSync(join(import.meta.dirname, 'tiktok', name), 'utf8');

/** Today's text with `insert` put after `anchor` (which must be there: the test breaks loudly if a file moved on). */
const after =
  (...edits: readonly (readonly [anchor: string, insert: string])[]) =>
  (current: string | undefined): string => {
    let text = current ?? '';
    for (const [anchor, insert] of edits) {
      if (!text.includes(anchor)) throw new Error(`Anchor not found: ${anchor}`);
      text = text.replace(anchor, `${anchor}${insert}`);
    }
    return text;
  };

const DOMAIN = 'packages/domain/src/sources';
const SERVER = 'apps/server/src/modules/sources/adapters';
const WEB = 'apps/web/src/features/tiktok';

/** Domain: the source's modules and its line in each list. */
export const DOMAIN_CHANGES: readonly SourceFileChange[] = [
  { path: `${DOMAIN}/tiktok-basics.ts`, text: fixture('domain-tiktok-basics.ts.txt') },
  { path: `${DOMAIN}/tiktok.ts`, text: fixture('domain-tiktok.ts.txt') },
  { path: `${DOMAIN}/tiktok-es.ts`, text: fixture('domain-tiktok-es.ts.txt') },
  {
    path: `${DOMAIN}/source-list.ts`,
    text: after(
      [
        "import { literatureBasics } from './literature-basics.ts';",
        "\nimport { tiktokBasics } from './tiktok-basics.ts';",
      ],
      ["export * from './literature-basics.ts';", "\nexport * from './tiktok-basics.ts';"],
      ['amazonBasics, literatureBasics', ', tiktokBasics'],
    ),
  },
  {
    path: `${DOMAIN}/source-definitions.ts`,
    text: after(
      [
        "import { literatureSource } from './literature.ts';",
        "\nimport { tiktokSource } from './tiktok.ts';",
      ],
      ["export * from './literature.ts';", "\nexport * from './tiktok.ts';"],
      ['  literatureSource,', '\n  tiktokSource,'],
    ),
  },
];

/** Server: the adapter and its line in the registry. */
export const SERVER_CHANGES: readonly SourceFileChange[] = [
  { path: `${SERVER}/tiktok.ts`, text: fixture('server-tiktok.ts.txt') },
  {
    path: `${SERVER}/registry.ts`,
    text: after(
      [
        "import { literatureAdapter } from './literature.ts';",
        "\nimport { tiktokAdapter } from './tiktok.ts';",
      ],
      ['  literature: literatureAdapter,', '\n  tiktok: tiktokAdapter,'],
    ),
  },
];

/**
 * Web: the feature's one module — its descriptor, its kit for the review layer's profile-comment pages, and its
 * shell. Nothing imports it: app/sources.ts finds it by its name (`features/<source>/<source>-source.ts`).
 */
export const WEB_CHANGES: readonly SourceFileChange[] = [
  { path: `${WEB}/tiktok-source.ts`, text: fixture('web-tiktok-source.ts.txt') },
];

export const ALL_CHANGES = [...DOMAIN_CHANGES, ...SERVER_CHANGES, ...WEB_CHANGES];

/** One workspace's TypeScript program, built again for each set of changes (unchanged files are parsed once). */
export function workspaceChecker(workspace: 'apps/server' | 'apps/web') {
  const configPath = join(ROOT, workspace, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`Cannot read ${configPath}`);
  const parsed = new Map<string, ts.SourceFile>();
  let previous: ts.Program | undefined;

  /** The errors of the program with `changes` laid over the files on disk, in the files `only` names (else all). */
  return function errorsWith(changes: readonly SourceFileChange[], only?: readonly string[]): string[] {
    const overlay = new Map(
      changes.map((change) => {
        const path = join(ROOT, change.path);
        return [path, change.text(ts.sys.fileExists(path) ? ts.sys.readFile(path) : undefined)] as const;
      }),
    );
    const host = ts.createCompilerHost(config.options);
    const readFile = (path: string) => overlay.get(resolve(path)) ?? ts.sys.readFile(path);
    host.readFile = readFile;
    host.fileExists = (path) => overlay.has(resolve(path)) || ts.sys.fileExists(path);
    // A new feature's folder exists only in the overlay.
    host.directoryExists = (path) =>
      [...overlay.keys()].some((file) => file.startsWith(`${resolve(path)}/`)) ||
      ts.sys.directoryExists(path);
    host.getSourceFile = (path, languageVersion) => {
      const text = readFile(path);
      if (text === undefined) return undefined;
      const key = `${path}\0${text.length}`;
      const cached = parsed.get(key);
      if (cached && cached.text === text) return cached;
      const file = ts.createSourceFile(path, text, languageVersion, true);
      if (!overlay.has(resolve(path))) parsed.set(key, file);
      return file;
    };
    const workspaceRoot = join(ROOT, workspace);
    const added = [...overlay.keys()].filter((path) => path.startsWith(`${workspaceRoot}/`));
    // Everything the workspace compiles, or (to see one file left out) only the listed files and what they import.
    const base = only ? only.map((path) => join(ROOT, path)) : config.fileNames;
    const roots = [...new Set([...base, ...added])].filter((path) => host.fileExists(path));
    const program = ts.createProgram({
      rootNames: roots,
      options: config.options,
      host,
      oldProgram: previous,
    });
    previous = program;
    const files = only
      ? only.map((path) => program.getSourceFile(join(ROOT, path))).filter((file) => file !== undefined)
      : undefined;
    const diagnostics = files
      ? files.flatMap((file) => [
          ...program.getSyntacticDiagnostics(file),
          ...program.getSemanticDiagnostics(file),
        ])
      : [...program.getSyntacticDiagnostics(), ...program.getSemanticDiagnostics()];
    return diagnostics.map((diagnostic) => {
      const where = diagnostic.file ? `${diagnostic.file.fileName.slice(ROOT.length + 1)}: ` : '';
      return `${where}${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
    });
  };
}
