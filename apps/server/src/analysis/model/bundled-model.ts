import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_ROOT } from '../../server-root.ts';
import { triageModelDataSchema, type TriageModelData } from './model-data.ts';
import { TriageModel } from './triage-model.ts';

/** The model `npm run train` writes, shipped in the repository beside this file. */
export const BUNDLED_MODEL_PATH = join(
  SERVER_ROOT,
  'src',
  'analysis',
  'model',
  'trained',
  'triage-model.json',
);

export function parseModelData(json: string): TriageModelData {
  const data = triageModelDataSchema.parse(JSON.parse(json));
  for (const [flag, model] of Object.entries(data.flags)) {
    if (model.weights.length !== data.vocabulary.length)
      throw new Error(
        `model ${data.version}: ${flag} has ${model.weights.length} weights for ${data.vocabulary.length} features`,
      );
  }
  return data;
}

let bundled: TriageModel | null = null;

/** Loaded once per process: every analysis without an organisation model of its own scores with it. */
export function loadBundledModel(path = BUNDLED_MODEL_PATH): TriageModel {
  if (path === BUNDLED_MODEL_PATH && bundled) return bundled;
  const model = new TriageModel(parseModelData(readFileSync(path, 'utf8')));
  if (path === BUNDLED_MODEL_PATH) bundled = model;
  return model;
}
