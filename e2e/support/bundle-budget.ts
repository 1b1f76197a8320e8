/**
 * Bundle budget: the JavaScript a browser loads for /auth (the entry chunk, the /auth route chunk and every
 * chunk they import statically) must stay under 200 KB gzipped. Run after `vite build`:
 *   node --import tsx e2e/support/bundle-budget.ts
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

export const AUTH_BUDGET_BYTES = 200 * 1024;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const dist = fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));

/** Every chunk key reachable through static imports from the given keys. */
export function staticGraph(manifest: Manifest, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return seen;
}

export function authBundleBytes(): { total: number; files: { file: string; gzip: number }[] } {
  const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('No entry chunk in the manifest: run vite build first');
  const keys = staticGraph(manifest, [entry, 'src/app/routes/auth.tsx']);
  const files = [...keys].map((key) => {
    const file = manifest[key]?.file ?? key;
    return { file, gzip: gzipSync(readFileSync(`${dist}${file}`)).length };
  });
  return { total: files.reduce((sum, f) => sum + f.gzip, 0), files };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { total, files } = authBundleBytes();
  for (const { file, gzip } of files.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`${(gzip / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  }
  console.log(
    `${(total / 1024).toFixed(1).padStart(7)} KB  total for /auth (budget ${AUTH_BUDGET_BYTES / 1024} KB)`,
  );
  if (total > AUTH_BUDGET_BYTES) process.exitCode = 1;
}
