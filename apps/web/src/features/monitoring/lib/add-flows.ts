import {
  normalizeAsin,
  normalizeSearchTerm,
  normalizeYoutubeChannel,
  type LiteratureDatabase,
  type PlainMessageKey,
} from '@vigila/domain';
import { t } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { addByKey, analyzeByKey, analyzeLiterature, searchLiterature } from '../api/add-calls.ts';
import { FLOW_PROGRESS, step, syncStep, type AddFlow } from './flow-step.ts';
import { monitoredEntryPath } from './entry-paths.ts';

/** Instagram (SPEC §4.3): 15% → scrape → 50% analysing → 100% → the profile's comments. */
export const addInstagram: AddFlow<string> = async (input, progress) => {
  const answer = await syncStep(
    { done: 'monitoring.instagramAdded', failed: 'monitoring.instagramAddFailed' },
    () => addByKey('instagram', input.trim()),
  );
  progress(FLOW_PROGRESS.instagramAnalysing);
  await step('monitoring.instagramAnalyzeFailed', () => analyzeByKey('instagram'));
  progress(FLOW_PROGRESS.done);
  return monitoredEntryPath('instagram', answer.key);
};

/** YouTube (SPEC §4.3): 15% → load the channel's comments → 100%; the panel stays open. */
export const addYoutube: AddFlow<string> = async (input, progress) => {
  await syncStep({ done: 'monitoring.youtubeAdded', failed: 'monitoring.youtubeAddFailed' }, () =>
    addByKey('youtube', normalizeYoutubeChannel(input)),
  );
  progress(FLOW_PROGRESS.done);
  return null;
};

/** Amazon (SPEC §4.3): 15% → load reviews → 90% → the product's reviews. */
export const addAmazon: AddFlow<string> = async (input, progress) => {
  const answer = await syncStep(
    { done: 'monitoring.amazonAdded', failed: 'monitoring.amazonAddFailed' },
    () => addByKey('amazon', normalizeAsin(input)),
  );
  progress(FLOW_PROGRESS.loaded);
  return monitoredEntryPath('amazon', answer.key);
};

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
 * 90% → 100% → the term's articles.
 */
export const addLiterature: AddFlow<LiteratureInput> = async ({ term, databases }, progress) => {
  let key = normalizeSearchTerm(term);
  for (const database of databases) {
    const searchTerms = key;
    key = (await syncStep(SEARCH_TOASTS[database], () => searchLiterature(database, searchTerms))).key;
  }
  progress(FLOW_PROGRESS.searched);
  progress(FLOW_PROGRESS.literatureAnalysing);
  await step('monitoring.literatureAnalyzeFailed', () => analyzeLiterature(key));
  notify.success(t('monitoring.literatureAnalyzed'));
  progress(FLOW_PROGRESS.loaded);
  progress(FLOW_PROGRESS.done);
  return monitoredEntryPath('literature', key);
};
