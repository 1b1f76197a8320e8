import { analyzerLabel, type Analyzer } from '../../analysis/analyzer.ts';
import type { AnalyzerResolver } from '../../analysis/org-analyzers.ts';
import { recordAuditEvent } from '../../audit/index.ts';
import type { Db } from '../../db/client.ts';
import type { JobPayloads, JobQueue } from '../../jobs/job-queue.ts';
import { markItemProcessing, writeAnalysis } from './item-analysis.repository.ts';
import { findItemById, updateItemContent } from './items.repository.ts';

type Payload = JobPayloads['analyze-item'];

export class ItemMissingError extends Error {
  constructor(itemId: string) {
    super(`Item ${itemId} not found`);
    this.name = 'ItemMissingError';
  }
}

/**
 * The analyze-item job: flags, reasons, reaction term, summary and language written in one transaction with the
 * audit event. A missing item throws, so the retry covers a job sent before its item committed; a deleted item
 * then fails quietly (there is nothing left to record the failure on).
 */
export async function analyzeItem(
  deps: { db: Db; analyzers: AnalyzerResolver },
  payload: Payload,
): Promise<void> {
  const { db } = deps;
  // The organisation's own model when it has one, else the bundled one (decision 0012).
  const analyzer = await deps.analyzers.forOrg(payload.orgId);
  // Marks it processing and reads what the analyser needs in one round trip.
  const item = await markItemProcessing(db, payload.orgId, payload.itemId);
  if (!item) throw new ItemMissingError(payload.itemId);

  const result = await analyzer.analyze({
    text: item.text,
    title: item.title,
    language: item.language,
    channel: item.source as Parameters<Analyzer['analyze']>[0]['channel'],
  });
  const label = analyzerLabel(analyzer);
  await db.transaction(async (tx) => {
    await writeAnalysis(tx, payload.orgId, item.id, {
      adr: result.adr.flagged,
      pqc: result.pqc.flagged,
      mi: result.mi.flagged,
      adrReason: result.adr.flagged ? result.adr.reason : null,
      pqcReason: result.pqc.flagged ? result.pqc.reason : null,
      miReason: result.mi.flagged ? result.mi.reason : null,
      reactionTerm: result.adr.reactionTerm,
      meddraCode: result.adr.meddraCode,
      caseFacts: result.adr.flagged ? (result.facts ?? null) : null,
      // An analyser without a summary keeps one written earlier (e.g. by the transcriber).
      summary: result.summary ?? item.summary,
      language: item.language ?? result.language,
      analyzer: label,
    });
    await recordAuditEvent(tx, {
      type: 'item.analyzed',
      orgId: payload.orgId,
      actorUserId: null,
      data: {
        itemId: item.id,
        analyzer: label,
        adr: result.adr.flagged,
        pqc: result.pqc.flagged,
        mi: result.mi.flagged,
      },
    });
  });
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

export const ANALYSIS_CONCURRENCY = 4;

export async function registerAnalyzeItemWorker(deps: {
  db: Db;
  jobs: JobQueue;
  analyzers: AnalyzerResolver;
}) {
  await deps.jobs.work('analyze-item', (payload) => analyzeItem(deps, payload), {
    concurrency: ANALYSIS_CONCURRENCY,
    onFinalFailure: (payload, error) => recordAnalysisFailure(deps.db, payload, error),
  });
}
