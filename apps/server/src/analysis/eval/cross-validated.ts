import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FlagScores } from '../train/evaluate-ensemble.ts';
import { RESULTS_DIR } from './shared-sets.ts';

export interface CrossValidatedFigures {
  model: string;
  ensemble: FlagScores;
  seriousAccuracy: number | null;
}

/**
 * The writer-held-out figures `npm run train` recorded for the model in use (bench/results), or null when the
 * file is missing or describes another model version.
 */
export function readCrossValidated(
  analyzerVersion: string,
  directory = RESULTS_DIR,
): CrossValidatedFigures | null {
  const path = join(directory, 'analysis-model-training.json');
  if (!existsSync(path)) return null;
  const report = JSON.parse(readFileSync(path, 'utf8')) as {
    model?: string;
    ensemble?: { overall?: FlagScores };
    facts?: { all?: { seriousAccuracy?: number | null } };
  };
  if (!report.model || !analyzerVersion.endsWith(`+${report.model}`) || !report.ensemble?.overall)
    return null;
  return {
    model: report.model,
    ensemble: report.ensemble.overall,
    seriousAccuracy: report.facts?.all?.seriousAccuracy ?? null,
  };
}
