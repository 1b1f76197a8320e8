/**
 * The file threads' side of a long text's analysis (analyse-in-thread.ts): the same ensemble as in process, with the
 * models kept per thread — the bundled one loaded from disk on first use, an organisation's from the data the main
 * thread sends once it heard the thread lacks it.
 */
import type { AnalyseTextResult, FileTaskOf } from '../../parsing/file-tasks.ts';
import { loadBundledModel } from '../model/bundled-model.ts';
import type { TriageModelData } from '../model/model-data.ts';
import { TriageModel } from '../model/triage-model.ts';
import { analyzeWithEnsemble } from './ensemble-analyzer.ts';

/** Organisation models kept per thread (~15 MB each once indexed, within the thread's 512 MB). */
const MAX_ORG_MODELS = 4;

const orgModels = new Map<string, TriageModel>();

function orgModelOf(id: string, data: TriageModelData | undefined): TriageModel | null {
  const kept = orgModels.get(id);
  if (kept) {
    orgModels.delete(id); // most recently used last
    orgModels.set(id, kept);
    return kept;
  }
  if (!data) return null;
  const model = new TriageModel(data);
  if (orgModels.size >= MAX_ORG_MODELS) orgModels.delete(orgModels.keys().next().value ?? '');
  orgModels.set(id, model);
  return model;
}

export function analyseTextInThread(task: FileTaskOf<'analyse-text'>): AnalyseTextResult {
  const model =
    task.model.kind === 'bundled' ? loadBundledModel() : orgModelOf(task.model.id, task.model.data);
  if (!model) return { kind: 'needs-model' };
  return { kind: 'analysed', result: analyzeWithEnsemble(model, task.input) };
}
