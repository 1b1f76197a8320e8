import { FileTaskFailed, runFileTask } from '../../parsing/file-pool.ts';
import type { ThreadModel } from '../../parsing/file-tasks.ts';
import type { AnalysisInput, AnalysisResult, Analyzer } from '../analyzer.ts';
import type { TriageModel } from '../model/triage-model.ts';
import { createEnsembleAnalyzer } from './ensemble-analyzer.ts';

/**
 * Texts longer than this (title and text, in characters) are analysed in a file thread (decision 0027). The ensemble
 * takes about 25 ms for 32 K characters of e-mail prose, 50–70 ms for 64 K, 1.3 s for 512 K and tens of seconds
 * for a 2 MB e-mail, all on the event loop; below the line a text costs the server's requests less than a thread's
 * hand-over and, on a first use, its start (about half a second) would cost the item.
 */
export const LONG_TEXT_CHARS = 32 * 1024;

/**
 * A long text's analysis in its thread, counted from when a thread is free for it. Generous: a 2 MB e-mail takes
 * 10–20 s on the reference machine. Past it, the thread is terminated and the analysis fails like any analyser
 * error: the job is retried, and after its last try the item shows 'failed' with this error.
 */
export const THREAD_ANALYSIS_TIME_LIMIT_MS = 60_000;

/** How a thread finds the model: the bundled one, or an organisation's by its id (its data sent when asked). */
export type ThreadModelRef = { kind: 'bundled' } | { kind: 'org'; id: string };

export class ThreadAnalysisFailed extends Error {
  constructor(chars: number, reason: FileTaskFailed['reason'], options?: { cause?: unknown }) {
    super(
      `The analysis of a long text (${Math.round(chars / 1024)} KB) failed in its thread: ${reason}`,
      options,
    );
    this.name = 'ThreadAnalysisFailed';
  }
}

const charsOf = (input: AnalysisInput) => (input.title?.length ?? 0) + input.text.length;

async function analyseInThread(
  input: AnalysisInput,
  model: TriageModel,
  ref: ThreadModelRef,
): Promise<AnalysisResult> {
  const run = (threadModel: ThreadModel) =>
    runFileTask(
      { kind: 'analyse-text', input, model: threadModel },
      { timeLimitMs: THREAD_ANALYSIS_TIME_LIMIT_MS },
    );
  try {
    let answer = await run(ref);
    // A thread that has not seen this organisation model yet gets its data, once.
    if (answer.kind === 'needs-model' && ref.kind === 'org') answer = await run({ ...ref, data: model.data });
    if (answer.kind === 'needs-model') throw new Error(`The thread lacks model ${model.version}`);
    return answer.result;
  } catch (error) {
    if (error instanceof FileTaskFailed)
      throw new ThreadAnalysisFailed(charsOf(input), error.reason, { cause: error });
    throw error;
  }
}

/**
 * The ensemble (createEnsembleAnalyzer) with texts longer than LONG_TEXT_CHARS analysed in a file thread, so that
 * no single input stalls the server's other requests (issue 24). The thread runs the same code on the same model,
 * so the result is the one the main thread would have given.
 */
export function createThreadedEnsembleAnalyzer(model: TriageModel, ref: ThreadModelRef): Analyzer {
  const inProcess = createEnsembleAnalyzer(model);
  return {
    name: inProcess.name,
    version: inProcess.version,
    analyze: (input) =>
      charsOf(input) > LONG_TEXT_CHARS ? analyseInThread(input, model, ref) : inProcess.analyze(input),
  };
}
