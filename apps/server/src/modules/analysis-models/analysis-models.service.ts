import { randomUUID } from 'node:crypto';
import type { AnalysisModelsResponse, AnalysisModelVersion } from '@vigila/domain';
import { analyzerLabel } from '../../analysis/analyzer.ts';
import { loadBundledModel } from '../../analysis/model/bundled-model.ts';
import { runOrgTraining } from '../../analysis/train/run-org-training.ts';
import type { OrgTrainingResult } from '../../analysis/train/train-org-model.ts';
import { TriageModel } from '../../analysis/model/triage-model.ts';
import { recordAuditEvent } from '../../audit/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import type { AnalysisModelsServices } from './analysis-models.deps.ts';
import {
  activateModelVersion,
  countVerdicts,
  databaseNow,
  findActiveModel,
  findModelData,
  findModelVersion,
  insertModelVersion,
  lastTrainedUntil,
  listModelVersions,
  readVerdictExamples,
  retireActiveModel,
} from './analysis-models.repository.ts';

type Deps = Pick<AnalysisModelsServices, 'database' | 'jobs' | 'config' | 'analyzer'>;

const trainable = (deps: Pick<AnalysisModelsServices, 'config'>) =>
  deps.config.analysis.analyzer === 'ensemble';

/** What analyses the organisation's items, the verdicts gathered, and its model versions. */
export async function describeAnalysisModels(
  deps: Deps,
  { orgId }: Caller,
): Promise<AnalysisModelsResponse['data']> {
  const db = deps.database.db;
  const [active, versions, trainedUntil] = await Promise.all([
    findActiveModel(db, orgId),
    listModelVersions(db, orgId),
    lastTrainedUntil(db, orgId),
  ]);
  const verdicts = await countVerdicts(db, orgId, trainedUntil);
  return {
    analyzer: analyzerLabel(deps.analyzer),
    bundled_version: trainable(deps) ? loadBundledModel().version : null,
    active_version: active?.version ?? null,
    verdicts: verdicts.total,
    verdicts_since_training: verdicts.since,
    retrain_after_verdicts: deps.config.analysis.retrain.afterVerdicts,
    trainable: trainable(deps),
    versions: versions.map((row): AnalysisModelVersion => {
      const evaluation = row.evaluation as Partial<
        Pick<OrgTrainingResult, 'current' | 'proposed' | 'reason'>
      >;
      const figures = (scores: OrgTrainingResult['current'] | undefined) =>
        scores
          ? {
              adr: { precision: scores.adr.precision, recall: scores.adr.recall },
              pqc: { precision: scores.pqc.precision, recall: scores.pqc.recall },
              mi: { precision: scores.mi.precision, recall: scores.mi.recall },
            }
          : null;
      return {
        id: row.id,
        version: row.version,
        status: row.status === 'active' || row.status === 'retired' ? row.status : 'rejected',
        verdicts: row.verdicts,
        held_back: row.heldBack,
        current: figures(evaluation.current),
        proposed: figures(evaluation.proposed),
        reason: evaluation.reason ?? null,
        created_at: row.createdAt.toISOString(),
        activated_at: row.activatedAt?.toISOString() ?? null,
      };
    }),
  };
}

/** A manager asks for a training now; it runs as a durable job (one waiting per organisation). */
export async function requestTraining(deps: Deps, caller: Caller): Promise<void> {
  if (!trainable(deps)) throw AppError.of('ensemble_required');
  await deps.database.db.transaction(async (tx) => {
    await deps.jobs.send('train-org-model', { orgId: caller.orgId }, { within: tx });
    await recordAuditEvent(tx, {
      type: 'analysis_model.training_requested',
      orgId: caller.orgId,
      actorUserId: caller.userId,
      data: {},
    });
  });
}

/** Rollback (or forward): the chosen version becomes the one in use; null goes back to the bundled model. */
export async function activateAnalysisModel(
  deps: Deps,
  caller: Caller,
  { id }: { id: string | null },
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const previous = await findActiveModel(tx, caller.orgId);
    const target = id === null ? null : await findModelVersion(tx, caller.orgId, id);
    if (id !== null && !target) throw AppError.of('model_version_not_found');
    if ((previous?.id ?? null) === (target?.id ?? null)) return;
    await retireActiveModel(tx, caller.orgId);
    if (target) await activateModelVersion(tx, caller.orgId, target.id);
    await recordAuditEvent(tx, {
      type: 'analysis_model.activated',
      orgId: caller.orgId,
      actorUserId: caller.userId,
      data: { version: target?.version ?? null, previous: previous?.version ?? null },
    });
  });
}

/**
 * The train-org-model job: learns from the verdicts recorded so far, compares with the model in use on held-back
 * verdicts, and stores the new version — active when ADR recall does not drop, rejected otherwise — with its
 * audit event in one transaction. Killed midway, nothing is stored and the job runs again.
 */
export async function trainOrganisationModel(
  deps: Deps & { log?: { info: (data: object, message: string) => void } },
  orgId: string,
): Promise<void> {
  const db = deps.database.db;
  const until = await databaseNow(db);
  const verdicts = await readVerdictExamples(db, orgId, until);
  if (verdicts.length === 0) return;
  const active = await findActiveModel(db, orgId);
  const currentData = (active && (await findModelData(db, orgId, active.id))) ?? loadBundledModel().data;
  deps.log?.info({ orgId, verdicts: verdicts.length }, 'training organisation model');
  const trainingDir = deps.config.analysis.retrain.trainingDir;
  const result = await runOrgTraining({
    verdicts,
    current: new TriageModel(currentData).data,
    ...(trainingDir ? { trainingDir, withLexiconDevSet: false } : {}),
  });
  const id = randomUUID();
  await db.transaction(async (tx) => {
    if (result.switchTo) await retireActiveModel(tx, orgId);
    await insertModelVersion(tx, {
      id,
      orgId,
      version: result.candidate.version,
      status: result.switchTo ? 'active' : 'rejected',
      model: result.candidate,
      verdicts: result.trainedOnVerdicts,
      heldBack: result.heldBack,
      evaluation: { current: result.current, proposed: result.proposed, reason: result.reason },
      verdictsUntil: until,
      ...(result.switchTo ? { activatedAt: until } : {}),
    });
    await recordAuditEvent(tx, {
      type: 'analysis_model.trained',
      orgId,
      actorUserId: null,
      data: {
        modelId: id,
        version: result.candidate.version,
        switched: result.switchTo,
        reason: result.reason,
        verdicts: result.trainedOnVerdicts,
        heldBack: result.heldBack,
      },
    });
  });
}

/** After a verdict: enough new ones since the last training start one (queued once per organisation). */
export async function trainWhenEnoughVerdicts(deps: Deps, orgId: string): Promise<boolean> {
  if (!trainable(deps)) return false;
  const db = deps.database.db;
  const since = await lastTrainedUntil(db, orgId);
  if ((await countVerdicts(db, orgId, since)).since < deps.config.analysis.retrain.afterVerdicts)
    return false;
  await deps.jobs.send('train-org-model', { orgId });
  return true;
}
