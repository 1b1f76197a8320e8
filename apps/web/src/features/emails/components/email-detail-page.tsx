import { useParams } from 'react-router';
import { Paperclip } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useItemDetail } from '@/review/api/get-item-detail.ts';
import { DetailLayout } from '@/review/components/detail/detail-layout.tsx';
import { DetailNotFound, DetailSkeleton } from '@/review/components/detail/detail-states.tsx';
import { SafetyFlagsCard } from '@/review/components/detail/safety-flags-card.tsx';
import { AiErrorAlert } from '@/review/components/detail/ai-error-alert.tsx';
import {
  AiStatusBadge,
  PlatformDetailsCard,
  QuickActionsCard,
  ReanalyseButton,
} from '@/review/components/detail/side-cards.tsx';
import { StatusHistoryCard } from '@/review/components/detail/status-history-card.tsx';
import { FlagBadges } from '@/review/components/flag-badges.tsx';
import { StatusButtons } from '@/review/components/status-buttons.tsx';
import { formatDateTime } from '@/lib/format-date.ts';
import { useT } from '@/lib/i18n/index.ts';
import { usePreferences } from '@/lib/preferences-store.ts';
import { emailCaseDraft } from '@/review/lib/case-draft.ts';
import { useAnalyzeEmail } from '../api/analyze-email.ts';
import { emailSource } from '../email-source.ts';
import { EmailBody } from './email-body.tsx';

/** /emails/{emailId} (SPEC §2.8): subject, date and time, sender, body; flags, history, platform details. */
export function EmailDetailPage() {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const { emailId = '' } = useParams();
  const detail = useItemDetail(emailSource, emailId);
  const reanalyse = useAnalyzeEmail();

  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError) {
    return (
      <DetailNotFound
        title={t('email.notFound')}
        body={t('email.notFoundBody')}
        back={emailSource.routePath}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  const email = detail.data;
  const view = emailSource.view(email);
  const when = formatDateTime(email.email_date, language);
  // The reaction term the analyser found, with its MedDRA code when the organisation loaded MedDRA.
  const meddra =
    email.reaction_term && email.meddra
      ? `${email.reaction_term} (${email.meddra})`
      : (email.meddra ?? email.reaction_term);

  return (
    <DetailLayout
      back={emailSource.routePath}
      title={email.subject.trim() || t('item.noSubject')}
      header={
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span>
            {t('email.from')}: <span className="text-foreground">{email.from}</span>
          </span>
          <time dateTime={email.email_date}>{when}</time>
          <FlagBadges flags={['adr', 'pqc', 'mi']} values={view.flags} />
        </div>
      }
      main={
        <>
          <StatusButtons source="email" id={email.id} status={view.status} size="default" />
          <AiErrorAlert error={view.aiStatus === 'failed' ? view.aiError : null} />
          <Card>
            <CardHeader className="pb-3">
              <CardTitle className="text-base">{t('email.body')}</CardTitle>
            </CardHeader>
            <CardContent>
              <EmailBody html={email.html} text={email.body} setAside={email.set_aside} />
              {email.attachments.length > 0 ? (
                <div className="mt-6 border-t pt-4">
                  <h3 className="mb-2 text-sm font-medium">{t('email.attachments')}</h3>
                  <ul className="space-y-1 text-sm">
                    {email.attachments.map((file, index) => (
                      <li key={`${file.filename}-${index}`} className="flex items-center gap-2">
                        <Paperclip aria-hidden="true" className="size-3.5 text-muted-foreground" />
                        <span className="truncate">{file.filename}</span>
                        <span className="text-xs text-muted-foreground">
                          {file.content_type} ·{' '}
                          {t('email.attachmentSize', { size: Math.ceil(file.size / 1024) })}
                        </span>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </CardContent>
          </Card>
          <SafetyFlagsCard
            source="email"
            view={view}
            extra={{ adr: meddra ? t('detail.meddra', { value: meddra }) : t('detail.meddraNone') }}
          />
        </>
      }
      side={
        <>
          <StatusHistoryCard descriptor={emailSource} id={email.id} />
          <PlatformDetailsCard
            rows={[
              { label: t('email.id'), value: <span className="font-mono text-xs">{email.id}</span> },
              { label: t('email.recipient'), value: email.recipient || '—' },
              { label: t('email.date'), value: when },
              {
                label: t('detail.aiStatus'),
                value: (
                  <span className="flex flex-wrap items-center gap-2">
                    <AiStatusBadge status={view.aiStatus} />
                    {email.analyzer ? (
                      <span className="text-xs text-muted-foreground">{email.analyzer}</span>
                    ) : null}
                  </span>
                ),
              },
            ]}
          />
          <QuickActionsCard caseDraft={emailCaseDraft(email)}>
            <ReanalyseButton pending={reanalyse.isPending} onClick={() => reanalyse.mutate(email.id)} />
          </QuickActionsCard>
        </>
      }
    />
  );
}
