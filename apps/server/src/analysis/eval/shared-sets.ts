import { existsSync, readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { basename, join } from 'node:path';
import { REPOSITORY_ROOT } from '../../server-root.ts';

export { REPOSITORY_ROOT };
/** The shared reference data sits beside the repository (../shared/data/analysis). */
export const SHARED_SETS_DIR = join(REPOSITORY_ROOT, '..', 'shared', 'data', 'analysis');
export const RESULTS_DIR = join(REPOSITORY_ROOT, 'bench', 'results');

export function sharedSetFiles(directory = SHARED_SETS_DIR): string[] | null {
  if (!existsSync(directory)) return null;
  return readdirSync(directory)
    .filter((name) => name.endsWith('.jsonl'))
    .sort()
    .map((name) => join(directory, name));
}

export function setName(file: string): string {
  return basename(file).replace(/\.jsonl$/, '');
}

/**
 * Sets read while the lexicon's rules were written: their scores are optimistic. The held-out halves of the public
 * corpora (SOURCES.md) and fresh texts measure how the rules generalise.
 */
const DEVELOPMENT_SETS = new Set(['triage-dev']);

/** bench/results/analysis-<set>.json, in the shape of the other benchmark results; `report` is run-eval's EvalReport. */
export async function writeSetResult(file: string, report: object): Promise<string> {
  await mkdir(RESULTS_DIR, { recursive: true });
  const target = join(RESULTS_DIR, `analysis-${setName(file)}.json`);
  const result = {
    benchmark: `analysis-${setName(file)}`,
    measuredAt: new Date().toISOString(),
    machine: { node: process.version, cpus: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30) },
    description: `npm run eval on ../shared/data/analysis/${basename(file)}: per-flag precision, recall and F1`,
    ...(DEVELOPMENT_SETS.has(setName(file))
      ? {
          note: 'Development set: the lexicon rules were written while reading it, so these scores are optimistic.',
        }
      : {}),
    ...report,
  };
  await writeFile(target, `${JSON.stringify(result, null, 2)}\n`);
  return target;
}
