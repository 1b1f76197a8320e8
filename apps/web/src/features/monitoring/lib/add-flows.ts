import { normalizeSearchTerm, type LiteratureDatabase, type PlainMessageKey } from '@vigila/domain';
import { t } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import {
  addByKey,
  analyzeByKey,
  analyzeLiterature,
  keyedDefinition,
  searchLiterature,
  type KeyedSource,
} from '../api/add-calls.ts';
import { FLOW_PROGRESS, flowFailureText, FlowStepError, step, syncStep, type AddFlow } from './flow-step.ts';
import { monitoredEntryPath } from './entry-paths.ts';

/**
 * A source added by one key, as its definition's `add` says (SPEC §4.3): 15% → its add call → then either 50%
 * analysing → its analyze call → 100% → the entry's list (Instagram), 90% → the entry's list (Amazon), or 100%
 * and the panel stays open (YouTube).
 */
export function addByKeyFlow(source: KeyedSource): AddFlow<string> {
  const { add } = keyedDefinition(source);
  return async (input, progress) => {
    const key = add.prepare ? add.prepare(input) : input.trim();
    const toasts = { done: add.done as PlainMessageKey, failed: add.failed as PlainMessageKey };
    const answer = await syncStep(toasts, () => addByKey(source, key));
    if (add.analyzeFailed) {
      progress(FLOW_PROGRESS.keyedAnalysing);
      await step(add.analyzeFailed as PlainMessageKey, () => analyzeByKey(source));
      progress(FLOW_PROGRESS.done);
    } else {
      progress(add.opensEntry ? FLOW_PROGRESS.loaded : FLOW_PROGRESS.done);
    }
    return add.opensEntry ? monitoredEntryPath(source, answer.key) : null;
  };
}

export interface LiteratureInput {
  term: string;
  /** At least one (checked by the form). */
  databases: readonly LiteratureDatabase[];
}

const SEARCH_TOASTS = {
  pubmed: { done: 'monitoring.pubmedAdded', failed: 'monitoring.pubmedFailed' },
  ibecs: { done: 'monitoring.ibecsAdded', failed: 'monitoring.ibecsFailed' },
} as const satisfies Record<LiteratureDatabase, { done: PlainMessageKey; failed: PlainMessageKey }>;

/**
 * Literature (SPEC §4.3, §5): the term with 'and' → 'AND'; 15% → each selected search → 40% → 60% analysing →
 * 90% → 100% → the term's articles. Each database is searched whatever became of the other: one failing is named
 * with its reason and the other's articles are still analysed and shown; only all failing stops the flow.
 */
export const addLiterature: AddFlow<LiteratureInput> = async ({ term, databases }, progress) => {
  let key = normalizeSearchTerm(term);
  const failures: FlowStepError[] = [];
  let searched = false;
  for (const database of databases) {
    const searchTerms = key;
    try {
      key = (await syncStep(SEARCH_TOASTS[database], () => searchLiterature(database, searchTerms))).key;
      searched = true;
    } catch (error) {
      if (!(error instanceof FlowStepError)) throw error;
      failures.push(error);
    }
  }
  const last = failures.pop();
  for (const failure of failures) notify.error(flowFailureText(failure));
  if (!searched && last) throw last;
  if (last) notify.error(flowFailureText(last));
  progress(FLOW_PROGRESS.searched);
  progress(FLOW_PROGRESS.literatureAnalysing);
  await step('monitoring.literatureAnalyzeFailed', () => analyzeLiterature(key));
  notify.success(t('monitoring.literatureAnalyzed'));
  progress(FLOW_PROGRESS.loaded);
  progress(FLOW_PROGRESS.done);
  return monitoredEntryPath('literature', key);
};
