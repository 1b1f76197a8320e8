/**
 * Worker-thread entry of an organisation's training (run-org-training.ts): the fit takes seconds of CPU, which must
 * not stall the server's requests. Receives the verdicts and the model in use, answers with the result.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { TriageModelData } from '../model/model-data.ts';
import { TriageModel } from '../model/triage-model.ts';
import { trainOrgModel, type OrgTrainingOptions, type VerdictExample } from './train-org-model.ts';
import { CHANNEL_TEXTS_DIR, LEXICON_DEV_SET, loadTrainingSet } from './training-set.ts';

export interface OrgTrainingRequest {
  verdicts: VerdictExample[];
  current: TriageModelData;
  /** Where the shared written texts are (tests point it at a small set). */
  trainingDir?: string;
  /** Include the shared development set (off in tests that need a small, fast set). */
  withLexiconDevSet?: boolean;
  options?: OrgTrainingOptions;
}

const request = workerData as OrgTrainingRequest;
const shared = loadTrainingSet(
  request.trainingDir ?? CHANNEL_TEXTS_DIR,
  request.withLexiconDevSet === false ? null : LEXICON_DEV_SET,
);
const result = trainOrgModel(shared, request.verdicts, new TriageModel(request.current), request.options);
parentPort?.postMessage(result);
