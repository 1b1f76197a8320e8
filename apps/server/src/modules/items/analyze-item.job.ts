import { analyzerLabel, type Analyzer, type AnalysisResult } from '../../analysis/analyzer.ts';
import type { AnalyzerResolver } from '../../analysis/org-analyzers.ts';
import { recordAuditEvent, recordAuditEvents } from '../../audit/index.ts';
import type { Db } from '../../db/client.ts';
import type { JobBatch, JobFailures, JobPayloads, JobQueue } from '../../jobs/job-queue.ts';
import { asError } from '../../jobs/queue-worker.ts';
import { codeReactionTerms } from '../meddra/index.ts';
import {
  markItemsProcessing,
  readItemsToAnalyse,
  writeAnalyses,
  type ItemAnalysis,
} from './item-analysis.repository.ts';
import type { ItemVectors } from './item-vectors.ts';
import { findItemById, updateItemContent } from './items.repository.ts';
import { markItemsOwnProducts } from '../products/index.ts';

type Payload = JobPayloads['analyze-item'];

export class ItemMissingError extends Error {
  constructor(itemId: string) {
    super(`Item ${itemId} not found`);
    this.name = 'ItemMissingError';
  }
}

/** Analysis jobs handed to a worker at once, and batches in flight per process (decision 0014). */
export const ANALYSIS_BATCH_SIZE = 250;
export const ANALYSIS_CONCURRENCY = 2;
/**
 * A batch still analysing after this long shows its items as 'processing' (an LLM answering). An in-process
 * analyser finishes a batch well before, and marking every item would cost an extra row version each: a quarter
 * of the database's work in issue 12's profile, for a state nobody could see.
 */
export const SHOW_PROCESSING_AFTER_MS = 1000;

interface AnalyzeDeps {
  db: Db;
  analyzers: AnalyzerResolver;
  /**
   * The vector search's writer: analysed items get their vector right after their analysis commits (decision
   * 0022). A failed vector write never fails the analysis; the re-index job writes it later.
   */
  vectors?: ItemVectors;
  log?: { warn: (data: object, message: string) => void };
}

type ItemToAnalyse = Awaited<ReturnType<typeof readItemsToAnalyse>>[number];

let lastTurn: Promise<void> = Promise.resolve();

/**
 * Resolves on a turn of the event loop of its own, after the turns taken before it (issue 24): the in-process
 * ensemble is synchronous, and a batch's analyses started together ran back to back, 250 of them without a request
 * answered in between. Each now runs in its own turn, so requests are answered between two analyses, also across the
 * batches in flight. An analyser that waits on I/O (llm) only starts its request in its turn: its analyses still
 * overlap.
 */
function nextTurn(): Promise<void> {
  lastTurn = lastTurn.then(() => new Promise<void>((resolve) => setImmediate(resolve)));
  return lastTurn;
}

/** One item through its organisation's analyser: the organisation's own model when it has one (decision 0012). */
async function analyseOne(
  analyzers: AnalyzerResolver,
  item: ItemToAnalyse,
): Promise<{ analysis: ItemAnalysis; result: AnalysisResult }> {
  const analyzer = await analyzers.forOrg(item.orgId);
  await nextTurn();
  const result = await analyzer.analyze({
    text: item.text,
    title: item.title,
    language: item.language,
    channel: item.source as Parameters<Analyzer['analyze']>[0]['channel'],
  });
  const analysis: ItemAnalysis = {
    orgId: item.orgId,
    itemId: item.id,
    adr: result.adr.flagged,
    pqc: result.pqc.flagged,
    mi: result.mi.flagged,
    adrReason: result.adr.flagged ? result.adr.reason : null,
    pqcReason: result.pqc.flagged ? result.pqc.reason : null,
    miReason: result.mi.flagged ? result.mi.reason : null,
    reactionTerm: result.adr.reactionTerm,
    meddraCode: result.adr.meddraCode,
    caseFacts: result.adr.flagged ? (result.facts ?? null) : null,
    setAside: result.setAside ?? null,
    // An analyser without a summary keeps one written earlier (e.g. by the transcriber).
    summary: result.summary ?? item.summary,
    language: item.language ?? result.language,
    analyzer: analyzerLabel(analyzer),
  };
  return { analysis, result };
}

const itemKeyOf = (orgId: string, itemId: string) => `${orgId}\u0000${itemId}`;

/**
 * The analyze-item jobs of a batch: one statement reads the items, the analysers run in process (one per turn of the
 * event loop; long texts in a file thread), and one transaction writes every result (one UPDATE), their audit
 * events (one INSERT) and completes their jobs, so a crash either keeps all of it or redoes all of it, never twice.
 * A missing item fails its job, so the retry covers a job sent before its item committed; an analyser error fails
 * only its item's job.
 */
export async function analyzeItems(deps: AnalyzeDeps, batch: JobBatch<'analyze-item'>): Promise<JobFailures> {
  const failures = new Map<string, Error>();
  const keys = batch.jobs.map((job) => job.payload);
  const items = await readItemsToAnalyse(deps.db, keys);
  // A re-analysis asked for while the first job was fetched puts one item in two jobs: analysed once, both done.
  const jobsByItem = new Map<string, string[]>();
  for (const job of batch.jobs) {
    const key = itemKeyOf(job.payload.orgId, job.payload.itemId);
    jobsByItem.set(key, [...(jobsByItem.get(key) ?? []), job.id]);
  }
  const found = new Set(items.map((item) => itemKeyOf(item.orgId, item.id)));
  for (const job of batch.jobs) {
    if (!found.has(itemKeyOf(job.payload.orgId, job.payload.itemId))) {
      failures.set(job.id, new ItemMissingError(job.payload.itemId));
    }
  }

  let marking: Promise<void> | undefined;
  const slow = setTimeout(() => {
    marking = markItemsProcessing(deps.db, keys);
  }, SHOW_PROCESSING_AFTER_MS);
  let outcomes: ({ analysis: ItemAnalysis; result: AnalysisResult } | null)[];
  try {
    outcomes = await Promise.all(
      items.map((item) =>
        analyseOne(deps.analyzers, item).catch((thrown: unknown) => {
          for (const jobId of jobsByItem.get(itemKeyOf(item.orgId, item.id)) ?? []) {
            failures.set(jobId, asError(thrown));
          }
          return null;
        }),
      ),
    );
  } finally {
    clearTimeout(slow);
    await marking; // written before the results, never after them
  }
  const analysed = outcomes.filter((outcome) => outcome !== null);
  // Reaction terms become LLT codes when the organisation loaded MedDRA (decision 0018).
  await codeReactionTerms(
    deps.db,
    analysed.map(({ analysis }) => analysis),
  );
  const done = analysed.flatMap(
    ({ analysis }) => jobsByItem.get(itemKeyOf(analysis.orgId, analysis.itemId)) ?? [],
  );
  if (done.length === 0) return failures;
  const itemsById = new Map(items.map((item) => [itemKeyOf(item.orgId, item.id), item]));
  const vectors = deps.vectors
    ? await deps.vectors.prepare(
        analysed.flatMap(({ analysis }) => {
          const item = itemsById.get(itemKeyOf(analysis.orgId, analysis.itemId));
          return item ? [{ ...item, reactionTerm: analysis.reactionTerm }] : [];
        }),
        deps.log,
      )
    : null;

  await deps.db.transaction(async (tx) => {
    await writeAnalyses(
      tx,
      analysed.map(({ analysis }) => analysis),
    );
    // The products of the organisation's dictionary the item names (decision 0042), with its flags.
    await markItemsOwnProducts(
      tx,
      analysed.flatMap(({ analysis }) => {
        const item = itemsById.get(itemKeyOf(analysis.orgId, analysis.itemId));
        return item ? [item] : [];
      }),
    );
    await recordAuditEvents(
      tx,
      analysed.map(({ analysis, result }) => ({
        type: 'item.analyzed' as const,
        orgId: analysis.orgId,
        actorUserId: null,
        data: {
          itemId: analysis.itemId,
          analyzer: analysis.analyzer ?? '',
          adr: result.adr.flagged,
          pqc: result.pqc.flagged,
          mi: result.mi.flagged,
        },
      })),
    );
    await batch.completeWithin(tx, done);
  });
  // After the analysis commits, in its own statement: a flag must never wait on, or be lost with, a vector.
  if (vectors) {
    await vectors.write().catch((error: unknown) => {
      deps.log?.warn(
        { err: error },
        'Vectors of analysed items not written; the re-index job will write them',
      );
    });
  }
  return failures;
}

/** After the last try: the item shows 'failed' with the error, and the audit trail says so. */
export async function recordAnalysisFailure(db: Db, payload: Payload, error: Error): Promise<void> {
  await db.transaction(async (tx) => {
    const item = await findItemById(tx, payload.orgId, payload.itemId);
    if (!item) return;
    const message = error.message.slice(0, 1000);
    await updateItemContent(tx, payload.orgId, item.id, { aiStatus: 'failed', aiError: message });
    await recordAuditEvent(tx, {
      type: 'item.analysis_failed',
      orgId: payload.orgId,
      actorUserId: null,
      data: { itemId: item.id, error: message },
    });
  });
}

export async function registerAnalyzeItemWorker(
  deps: AnalyzeDeps & {
    jobs: JobQueue;
    /** Tests and benchmarks may change the batch shape; the server uses the defaults above. */
    batchSize?: number;
    concurrency?: number;
  },
) {
  await deps.jobs.workBatches('analyze-item', (batch) => analyzeItems(deps, batch), {
    batchSize: deps.batchSize ?? ANALYSIS_BATCH_SIZE,
    concurrency: deps.concurrency ?? ANALYSIS_CONCURRENCY,
    onFinalFailure: (payload, error) => recordAnalysisFailure(deps.db, payload, error),
  });
}
