import { useId, useState } from 'react';
import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import {
  moveNeedsReason,
  nextStep,
  permissionsForMove,
  previousStep,
  type CaseDetail,
  type PermissionAction,
  type WorkflowSettings,
  type WorkflowStep,
} from '@vigila/domain';
import { Button } from '@/components/ui/button.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { useT, type Translate } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { useMay } from '@/lib/use-permissions.ts';
import { useMoveCaseStep, useWorkflowSettings } from '../api/case-workflow.ts';
import { caseUpdateErrorText } from '../api/update-case-field.ts';

const stepName = (t: Translate, step: WorkflowStep) => t(`workflow.step.${step}`);

/** The first permission the member lacks for the move, if any: the button says which (the server checks anyway). */
function missingPermission(
  may: (action: PermissionAction) => boolean,
  from: WorkflowStep,
  to: WorkflowStep,
): PermissionAction | undefined {
  return permissionsForMove(from, to).find((action) => !may(action));
}

function StepList({ steps, current }: { steps: readonly WorkflowStep[]; current: WorkflowStep }) {
  const t = useT();
  const reached = steps.indexOf(current);
  return (
    <ol aria-label={t('workflow.steps')} className="flex flex-wrap gap-1.5">
      {steps.map((step, index) => (
        <li
          key={step}
          aria-current={step === current ? 'step' : undefined}
          className={
            step === current
              ? 'rounded-full bg-primary px-2.5 py-0.5 text-xs font-medium text-primary-foreground'
              : 'rounded-full border px-2.5 py-0.5 text-xs text-muted-foreground'
          }
        >
          {index < reached ? <Check aria-hidden="true" className="mr-1 inline size-3" /> : null}
          {stepName(t, step)}
        </li>
      ))}
    </ol>
  );
}

/** The reason a send-back from a review carries, asked for before the call. */
function SendBackForm({
  onSend,
  onCancel,
  pending,
}: {
  onSend: (reason: string) => void;
  onCancel: () => void;
  pending: boolean;
}) {
  const t = useT();
  const id = useId();
  const [reason, setReason] = useState('');
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim()) onSend(reason.trim());
      }}
    >
      <label htmlFor={id} className="text-sm font-medium">
        {t('workflow.reason')}
      </label>
      <Textarea id={id} value={reason} onChange={(event) => setReason(event.target.value)} rows={3} />
      <p className="text-xs text-muted-foreground">{t('workflow.reasonHint')}</p>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={pending || !reason.trim()}>
          {t('workflow.confirmSendBack')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          {t('workflow.cancel')}
        </Button>
      </div>
    </form>
  );
}

function MoveButton({
  label,
  missing,
  onClick,
  pending,
  back = false,
}: {
  label: string;
  missing: PermissionAction | undefined;
  onClick: () => void;
  pending: boolean;
  back?: boolean;
}) {
  const t = useT();
  const hintId = useId();
  const Icon = back ? ArrowLeft : ArrowRight;
  return (
    <div className="space-y-1">
      <Button
        size="sm"
        variant={back ? 'outline' : 'default'}
        disabled={pending || missing !== undefined}
        aria-describedby={missing ? hintId : undefined}
        onClick={onClick}
      >
        <Icon aria-hidden="true" />
        {label}
      </Button>
      {missing ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {t('workflow.needsPermission', { permission: t(`permission.${missing}`) })}
        </p>
      ) : null}
    </div>
  );
}

function WorkflowActions({ detail, settings }: { detail: CaseDetail; settings: WorkflowSettings }) {
  const t = useT();
  const may = useMay();
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const move = useMoveCaseStep(detail.id);
  const [askingReason, setAskingReason] = useState(false);
  const from = detail.workflow_step;
  const next = nextStep(settings, from);
  const previous = previousStep(settings, from);
  const isAuthor =
    from === 'quality_check' &&
    settings.qc_by_other_reviewer &&
    detail.data_entry_by !== null &&
    detail.data_entry_by === userId;

  const send = (direction: 'forward' | 'back', to: WorkflowStep, reason?: string) =>
    move.mutate(
      { direction, ...(reason ? { reason } : {}) },
      {
        onSuccess: () => {
          setAskingReason(false);
          notify.success(t('workflow.moved', { step: stepName(t, to) }));
        },
        onError: (error) => notify.error(caseUpdateErrorText(error)),
      },
    );

  return (
    <div className="space-y-3">
      {from === 'complete' ? <p className="text-sm">{t('workflow.complete')}</p> : null}
      {isAuthor ? <p className="text-sm text-muted-foreground">{t('workflow.authorNotice')}</p> : null}
      <div className="flex flex-wrap items-start gap-2">
        {next && from !== 'complete' ? (
          <MoveButton
            label={t(`workflow.forward.${from}`)}
            missing={missingPermission(may, from, next)}
            pending={move.isPending || isAuthor}
            onClick={() => send('forward', next)}
          />
        ) : null}
        {previous && !askingReason ? (
          <MoveButton
            back
            label={t(from === 'complete' ? 'workflow.reopen' : 'workflow.sendBack', {
              step: stepName(t, previous),
            })}
            missing={missingPermission(may, from, previous)}
            pending={move.isPending}
            onClick={() => (moveNeedsReason(from, 'back') ? setAskingReason(true) : send('back', previous))}
          />
        ) : null}
      </div>
      {next && from !== 'complete' ? (
        <p className="text-xs text-muted-foreground">{t('workflow.nextStep', { step: stepName(t, next) })}</p>
      ) : null}
      {askingReason && previous ? (
        <SendBackForm
          pending={move.isPending}
          onCancel={() => setAskingReason(false)}
          onSend={(reason) => send('back', previous, reason)}
        />
      ) : null}
    </div>
  );
}

/**
 * The case's workflow (decision 0034): the organisation's steps with the current one marked, who is assigned to it,
 * and the moves on — each disabled, with the permission it needs named, when the member may not make it.
 */
export function CaseWorkflowCard({ detail }: { detail: CaseDetail }) {
  const t = useT();
  const settings = useWorkflowSettings();
  return (
    <section aria-label={t('workflow.title')} className="space-y-3 rounded-lg border p-3">
      <h2 className="text-sm font-medium">{t('workflow.title')}</h2>
      {settings.data ? (
        <>
          <StepList steps={settings.data.steps} current={detail.workflow_step} />
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{t('workflow.currentStep')}</dt>
            <dd>{stepName(t, detail.workflow_step)}</dd>
            <dt className="text-muted-foreground">{t('workflow.stepAssignee')}</dt>
            <dd>{detail.assignee_name ?? t('workflow.unassigned')}</dd>
          </dl>
          <WorkflowActions detail={detail} settings={settings.data} />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">{t('workflow.loading')}</p>
      )}
    </section>
  );
}
