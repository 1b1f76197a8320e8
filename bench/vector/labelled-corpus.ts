import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../lib/results.ts';

const SETS = ['triage-dev.jsonl', 'ade-corpus-v2.jsonl', 'psytar.jsonl', 'spanishadr.jsonl'];

/** Every text of the shared analysis sets, with triage-dev's ids (the labelled queries' targets) or a set:line id. */
export function labelledCorpus(): { id: string; text: string }[] {
  const dir = join(REPO_ROOT, '..', 'shared', 'data', 'analysis');
  return SETS.flatMap((file) => {
    const path = join(dir, file);
    if (!existsSync(path)) throw new Error(`The labelled set needs ${path}`);
    return readFileSync(path, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line, index) => {
        const row = JSON.parse(line) as { id?: string; text: string };
        return { id: row.id ?? `${file}:${index}`, text: row.text };
      });
  });
}
