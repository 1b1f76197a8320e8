import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../lib/results.ts';

const SHARED_SETS = ['triage-dev.jsonl', 'psytar.jsonl', 'spanishadr.jsonl'];

/**
 * Realistic texts for the review benchmarks: the shared labelled sets (social posts, patient reviews, Spanish
 * reports), read only for their text. Without them (a checkout without ../shared), a few fixed sentences.
 */
export function benchmarkTexts(): string[] {
  const dir = join(REPO_ROOT, '..', 'shared', 'data', 'analysis');
  const texts = SHARED_SETS.flatMap((file) => {
    const path = join(dir, file);
    if (!existsSync(path)) return [];
    return readFileSync(path, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => (JSON.parse(line) as { text: string }).text);
  });
  return texts.length > 0
    ? texts
    : [
        'I started the new tablets last week and now I have a terrible rash on my arms.',
        'The blister pack arrived broken and two capsules were missing.',
        'Can I take this with ibuprofen? My doctor did not say.',
        'Great service, thank you!',
      ];
}
