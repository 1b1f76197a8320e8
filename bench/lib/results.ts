import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const RESULTS_DIR = fileURLToPath(new URL('../results/', import.meta.url));
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Writes one benchmark's figures with the machine they were measured on. */
export function writeResult(name: string, figures: Record<string, unknown>): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const path = join(RESULTS_DIR, `${name}.json`);
  const result = {
    benchmark: name,
    measuredAt: new Date().toISOString(),
    machine: { node: process.version, cpus: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30) },
    ...figures,
  };
  writeFileSync(path, `${JSON.stringify(result, null, 2)}\n`);
  return path;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}
