import { randomUUID } from 'node:crypto';
import type { ReanalysisRun } from '@vigila/domain';
import { analyzerLabel } from '../../analysis/analyzer.ts';
import { recordAuditEvent } from '../../audit/index.ts';
import type { Caller } from '../../http/caller.ts';
import type { AnalysisModelsServices } from './analysis-models.deps.ts';
import type { DbExecutor } from '../../db/transaction.ts';
import {
  claimPendingItems,
  completeRun,
  countRunDone,
  findLatestRun,
  insertRun,
} from './reanalysis.repository.ts';

type Deps = Pick<AnalysisModelsServices, 'database' | 'jobs' | 'analyzers'>;

/**
 * Re-runs the analysis of every pending item of the organisation with the analyser in use now (its own model if
 * it has one): the items are marked with the run and get their analyze-item jobs in the same transaction, so a
 * restart carries on where it stopped and nothing is queued twice. Asked again while a run lasts, it answers that
 * run (a double click starts nothing new).
 */
export async function startReanalysis(deps: Deps, caller: Caller): Promise<ReanalysisRun> {
  const analyzer = analyzerLabel(await deps.analyzers.forOrg(caller.orgId));
  const runId = randomUUID();
  const running = await deps.database.db.transaction(async (tx) => {
    const latest = await findLatestRun(tx, caller.orgId);
    if (latest?.status === 'running') {
      const progress = await runProgress(tx, latest);
      if (progress.status === 'running') return progress;
    }
    const ids = await claimPendingItems(tx, caller.orgId, runId);
    await insertRun(tx, {
      id: runId,
      orgId: caller.orgId,
      requestedBy: caller.userId,
      status: 'running',
      total: ids.length,
    });
    await deps.jobs.sendMany(
      'analyze-item',
      ids.map((itemId) => ({ orgId: caller.orgId, itemId })),
      { within: tx },
    );
    await recordAuditEvent(tx, {
      type: 'analysis.reanalysis_started',
      orgId: caller.orgId,
      actorUserId: caller.userId,
      data: { runId, items: ids.length, analyzer },
    });
    return null;
  });
  return running ?? ((await latestReanalysis(deps, caller)) as ReanalysisRun);
}

/** The latest run with its progress; a run whose items are all done is marked completed on the way. */
export async function latestReanalysis(
  deps: Pick<Deps, 'database'>,
  { orgId }: Pick<Caller, 'orgId'>,
): Promise<ReanalysisRun | null> {
  const run = await findLatestRun(deps.database.db, orgId);
  return run ? runProgress(deps.database.db, run) : null;
}

/** Counted in the executor given: inside a transaction on PGlite's one connection, the transaction's own. */
async function runProgress(
  db: DbExecutor,
  run: NonNullable<Awaited<ReturnType<typeof findLatestRun>>>,
): Promise<ReanalysisRun> {
  const done = Math.min(run.total, await countRunDone(db, run.orgId, run.id, run.createdAt));
  let { status, completedAt } = run;
  if (status === 'running' && done >= run.total) {
    await completeRun(db, run.orgId, run.id);
    status = 'completed';
    completedAt = new Date();
  }
  return {
    id: run.id,
    status: status === 'completed' ? 'completed' : 'running',
    total: run.total,
    done,
    created_at: run.createdAt.toISOString(),
    completed_at: completedAt?.toISOString() ?? null,
  };
}
