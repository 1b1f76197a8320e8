import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createEnsembleAnalyzer } from '../ensemble/ensemble-analyzer.ts';
import { REPOSITORY_ROOT } from '../eval/shared-sets.ts';
import { readLabelledLines } from '../eval/labelled-lines.ts';
import { runEval, type EvalReport } from '../eval/run-eval.ts';
import type { TriageModelData } from '../model/model-data.ts';
import { TriageModel } from '../model/triage-model.ts';

/** Texts by writers kept out of training and unread while writing rules (training/README.md). */
export const HELD_OUT_DIR = join(REPOSITORY_ROOT, 'training', 'held-out');

/** E-mails longer than this are the "long e-mails" (the one buried sentence among logistics). */
const LONG_EMAIL_CHARACTERS = 1500;

export interface HeldOutReport {
  writers: string[];
  all: EvalReport;
  longEmails: EvalReport;
}

/**
 * The ensemble with a newly trained model, scored on the held-out writers' texts: the figures of record, since no
 * rule and no weight was written or fitted on them. Null when the folder holds none.
 */
export async function scoreHeldOut(
  data: TriageModelData,
  directory = HELD_OUT_DIR,
): Promise<HeldOutReport | null> {
  if (!existsSync(directory)) return null;
  const files = readdirSync(directory)
    .filter((name) => name.endsWith('.jsonl'))
    .sort();
  if (files.length === 0) return null;
  const lines = (
    await Promise.all(files.map((name) => readLabelledLines(join(directory, name), null)))
  ).flat();
  const analyzer = createEnsembleAnalyzer(new TriageModel(data));
  const long = lines.filter((line) => line.channel === 'email' && line.text.length > LONG_EMAIL_CHARACTERS);
  return {
    writers: files.map((name) => name.replace(/\.jsonl$/, '')),
    all: (await runEval(analyzer, lines)).report,
    longEmails: (await runEval(analyzer, long)).report,
  };
}
