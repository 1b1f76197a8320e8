import { PROGRESS_STEPS, type PlainMessageKey, type SyncSummary } from '@vigila/domain';
import { t } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { acceptSyncSummary } from './report-sync.ts';

const [START, SEARCHED, KEYED_ANALYSING, LITERATURE_ANALYSING, LOADED, DONE] = PROGRESS_STEPS;

/** The percentages of SPEC §4.3, named after the moment each one marks. */
export const FLOW_PROGRESS = {
  start: START,
  searched: SEARCHED,
  /** A source added by one key whose new items are analysed at once (Instagram). */
  keyedAnalysing: KEYED_ANALYSING,
  literatureAnalysing: LITERATURE_ANALYSING,
  loaded: LOADED,
  done: DONE,
} as const;

/** A failed step of an add flow: the SPEC §8 toast it shows, and the server's reason. */
export class FlowStepError extends Error {
  constructor(
    readonly toast: PlainMessageKey,
    reason: string,
  ) {
    super(reason);
    this.name = 'FlowStepError';
  }
}

/** A flow's failure for people: the failed step's toast with the server's reason after a colon. */
export function flowFailureText(error: unknown): string {
  if (!(error instanceof FlowStepError)) return error instanceof Error ? error.message : String(error);
  return error.message ? `${t(error.toast)}: ${error.message}` : t(error.toast);
}

/** Runs one call of a flow; any failure becomes that step's toast. */
export async function step<T>(toast: PlainMessageKey, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new FlowStepError(toast, error instanceof Error ? error.message : '');
  }
}

/**
 * Runs an add call whose answer carries a sync summary: a failed sync fails the step; otherwise the success
 * toast shows, then the warnings of a partial sync.
 */
export async function syncStep<T extends { data: SyncSummary }>(
  toasts: { done: PlainMessageKey; failed: PlainMessageKey },
  run: () => Promise<T>,
): Promise<T> {
  const answer = await step(toasts.failed, async () => {
    const result = await run();
    if (result.data.outcome === 'failed') throw new Error(result.data.error ?? '');
    return result;
  });
  notify.success(t(toasts.done));
  acceptSyncSummary(answer.data);
  return answer;
}

export type ReportProgress = (percent: number) => void;

/** An add flow: the calls of SPEC §4.3 for one input; resolves with the page to open, or null to stay. */
export type AddFlow<Input> = (input: Input, progress: ReportProgress) => Promise<string | null>;
