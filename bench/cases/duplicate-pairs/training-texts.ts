import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../lib/results.ts';

/** One labelled channel text of the training fixture (apps/server/src/test/fixtures/training). */
export interface TrainingText {
  id: string;
  channel: string;
  lang: string;
  text: string;
  adr: boolean;
  drugs: string[];
  reactions: { text: string; term: string }[];
}

const FILES = ['w1.jsonl', 'w2.jsonl', 'w3.jsonl'];

export function readTrainingTexts(): TrainingText[] {
  const dir = join(REPO_ROOT, 'apps/server/src/test/fixtures/training');
  return FILES.flatMap((file) =>
    readFileSync(join(dir, file), 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as TrainingText),
  );
}
