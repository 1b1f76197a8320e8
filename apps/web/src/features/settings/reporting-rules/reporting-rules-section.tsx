import { useState } from 'react';
import { Scale } from 'lucide-react';
import { canEditReportingRules, REPORTING_RECEIVERS, type ReportingReceiver } from '@vigila/domain';
import { Button } from '@/components/ui/button.tsx';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { useT } from '@/lib/i18n/index.ts';
import { SettingsSection } from '../settings-section.tsx';
import { ReceiverRules } from './receiver-rules.tsx';
import { useReportingRules } from './reporting-rules-api.ts';

/** Settings → Reporting rules (issue 26 point 5, decision 0040): one table per receiver. */
export function ReportingRulesSection() {
  const t = useT();
  const roles = useAuthStore((state) => state.user?.roles ?? []);
  const editable = canEditReportingRules(roles);
  const rules = useReportingRules();
  const [receiver, setReceiver] = useState<ReportingReceiver>('fda');
  const entry = rules.data?.find((candidate) => candidate.receiver === receiver);
  return (
    <SettingsSection
      value="reporting-rules"
      icon={Scale}
      title={t('reportingRules.title')}
      description={t('reportingRules.description')}
    >
      <div className="grid gap-4">
        {editable ? null : <p className="text-sm text-muted-foreground">{t('reportingRules.readOnly')}</p>}
        <div role="group" aria-label={t('obligations.receiver')} className="flex flex-wrap gap-2">
          {REPORTING_RECEIVERS.map((candidate) => (
            <Button
              key={candidate}
              size="sm"
              variant={candidate === receiver ? 'default' : 'outline'}
              aria-pressed={candidate === receiver}
              onClick={() => setReceiver(candidate)}
            >
              {t(`reportingRules.receiver.${candidate}`)}
            </Button>
          ))}
        </div>
        {rules.isPending ? (
          <p className="text-sm text-muted-foreground">{t('reportingRules.loading')}</p>
        ) : rules.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('reportingRules.failed')}
          </p>
        ) : entry ? (
          // A new draft per receiver and per saved version: switching never carries one table's edits to another.
          <ReceiverRules
            key={`${receiver}-${entry.versions[0]?.id ?? 'defaults'}`}
            entry={entry}
            editable={editable}
          />
        ) : null}
      </div>
    </SettingsSection>
  );
}
