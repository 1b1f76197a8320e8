import { useId } from 'react';
import { Workflow } from 'lucide-react';
import type { WorkflowSettings } from '@vigila/domain';
import { useT } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { useMay } from '@/lib/use-permissions.ts';
import { useOrgWorkflow, useUpdateWorkflow } from './permissions-api.ts';
import { SettingsSection } from './settings-section.tsx';

const OPTIONS = [
  { key: 'quality_check', label: 'workflowSettings.qualityCheck', hint: null },
  { key: 'medical_review', label: 'workflowSettings.medicalReview', hint: null },
  {
    key: 'qc_by_other_reviewer',
    label: 'workflowSettings.qcByOther',
    hint: 'workflowSettings.qcByOtherHint',
  },
] as const satisfies readonly { key: keyof WorkflowSettings; label: string; hint: string | null }[];

function Option({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint: string | null;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 accent-primary"
        checked={checked}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Settings → Case workflow (decision 0034): which reviews cases go through, and whether QC must be passed by someone
 * other than the data entry's author. Changing them needs `workflow.edit_settings`.
 */
export function WorkflowSettingsSection() {
  const t = useT();
  const may = useMay();
  const workflow = useOrgWorkflow();
  const update = useUpdateWorkflow();
  const canEdit = may('workflow.edit_settings');
  const settings = workflow.data;
  const change = (key: keyof WorkflowSettings, value: boolean) => {
    if (!settings) return;
    const { quality_check, medical_review, qc_by_other_reviewer } = settings;
    update.mutate(
      { quality_check, medical_review, qc_by_other_reviewer, [key]: value },
      {
        onSuccess: () => notify.success(t('workflowSettings.saved')),
        onError: () => notify.error(t('workflowSettings.failed')),
      },
    );
  };
  return (
    <SettingsSection
      value="case-workflow"
      icon={Workflow}
      title={t('workflowSettings.title')}
      description={t('workflowSettings.description')}
    >
      {settings ? (
        <div className="space-y-4">
          {OPTIONS.map((option) => (
            <Option
              key={option.key}
              label={t(option.label)}
              hint={option.hint ? t(option.hint) : null}
              checked={settings[option.key]}
              disabled={!canEdit || update.isPending}
              onChange={(value) => change(option.key, value)}
            />
          ))}
          <p className="text-sm text-muted-foreground">
            {t('workflowSettings.steps', {
              steps: settings.steps.map((step) => t(`workflow.step.${step}`)).join(' → '),
            })}
          </p>
          {canEdit ? null : <p className="text-sm text-muted-foreground">{t('workflowSettings.readOnly')}</p>}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('workflow.loading')}</p>
      )}
    </SettingsSection>
  );
}
