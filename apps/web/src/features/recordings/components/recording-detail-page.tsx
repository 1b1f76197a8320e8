import { useNavigate, useParams } from 'react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useItemDetail } from '@/review/api/get-item-detail.ts';
import { AiErrorAlert } from '@/review/components/detail/ai-error-alert.tsx';
import { DetailLayout } from '@/review/components/detail/detail-layout.tsx';
import { DetailNotFound, DetailSkeleton } from '@/review/components/detail/detail-states.tsx';
import { SafetyFlagsCard } from '@/review/components/detail/safety-flags-card.tsx';
import {
  AiStatusBadge,
  PlatformDetailsCard,
  QuickActionsCard,
  ReanalyseButton,
} from '@/review/components/detail/side-cards.tsx';
import { StatusHistoryCard } from '@/review/components/detail/status-history-card.tsx';
import { StatusButtons } from '@/review/components/status-buttons.tsx';
import { TwoStepDelete } from '@/components/two-step-delete.tsx';
import { formatDateTime } from '@/lib/format-date.ts';
import { useT } from '@/lib/i18n/index.ts';
import { usePreferences } from '@/lib/preferences-store.ts';
import { languageName } from '@/lib/format-language.ts';
import { recordingCaseDraft } from '@/review/lib/case-draft.ts';
import { useAnalyzeRecording } from '../api/analyze-recording.ts';
import { useDeleteRecording } from '../api/delete-recording.ts';
import { formatClock } from '../hooks/audio-playback.ts';
import { recordingSource } from '../recording-source.ts';
import { AudioPlayer } from './audio-player.tsx';
import { TranscriptEditor } from './transcript-editor.tsx';

/** /recordings/{recordingId} (SPEC §2.8). */
export function RecordingDetailPage() {
  const t = useT();
  const navigate = useNavigate();
  const language = usePreferences((state) => state.language);
  const { recordingId = '' } = useParams();
  const detail = useItemDetail(recordingSource, recordingId);
  const remove = useDeleteRecording();
  const reanalyse = useAnalyzeRecording();

  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError) {
    return (
      <DetailNotFound
        title={t('recording.notFound')}
        body={t('recording.notFoundBody')}
        back={recordingSource.routePath}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  const recording = detail.data;
  const view = recordingSource.view(recording);
  const recorded = formatDateTime(recording.created_at, language);
  const processed = view.aiStatus === 'processed';
  const failed = view.aiStatus === 'failed';

  return (
    <DetailLayout
      back={recordingSource.routePath}
      title={recording.file_name}
      header={
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span>{t('recording.recorded', { date: recorded })}</span>
          {/* A failed transcription (or a call waiting for a typed transcript) is no longer "processing". */}
          <Badge variant={processed ? 'success' : failed ? 'destructive' : 'warning'}>
            {processed ? t('recording.aiProcessed') : failed ? t('item.aiFailed') : t('recording.processing')}
          </Badge>
          {recording.detectedLanguage ? (
            <Badge variant="outline">
              {t('recording.language', {
                language: languageName(recording.detectedLanguage, language) ?? t('item.languageUnknown'),
              })}
            </Badge>
          ) : null}
        </div>
      }
      main={
        <>
          <AudioPlayer recordingId={recording.id} durationHint={recording.duration_seconds} />
          <AiErrorAlert error={recording.ai_error} />
          <Card>
            <CardHeader className="pb-3">
              <CardTitle className="text-base">{t('recording.transcription')}</CardTitle>
            </CardHeader>
            <CardContent>
              <TranscriptEditor
                key={recording.transcription ?? ''}
                recordingId={recording.id}
                transcript={recording.transcription}
                language={recording.detectedLanguage}
              />
            </CardContent>
          </Card>
          <StatusButtons
            source="recording"
            id={recording.id}
            status={view.status}
            size="default"
            postChangeWaitMs={recordingSource.postChangeWaitMs}
          />
          <SafetyFlagsCard source="recording" view={view} />
          {recording.summary?.trim() ? (
            <Card>
              <CardHeader className="pb-3">
                <CardTitle className="text-base">{t('recording.summary')}</CardTitle>
              </CardHeader>
              <CardContent>
                <p className="text-sm break-words whitespace-pre-wrap">{recording.summary}</p>
              </CardContent>
            </Card>
          ) : null}
        </>
      }
      side={
        <>
          <StatusHistoryCard descriptor={recordingSource} id={recording.id} />
          <PlatformDetailsCard
            rows={[
              {
                label: t('recording.id'),
                value: <span className="font-mono text-xs">{recording.recording_id}</span>,
              },
              { label: t('recording.uploadedBy'), value: recording.uploaded_by },
              { label: t('recording.organization'), value: recording.org_name },
              { label: t('recording.file'), value: `${recording.file_name} (${recording.content_type})` },
              {
                label: t('recording.duration'),
                value: recording.duration_seconds === null ? '—' : formatClock(recording.duration_seconds),
              },
              { label: t('detail.aiStatus'), value: <AiStatusBadge status={view.aiStatus} /> },
            ]}
          />
          <QuickActionsCard caseDraft={recordingCaseDraft(recording)}>
            <ReanalyseButton pending={reanalyse.isPending} onClick={() => reanalyse.mutate(recording.id)} />
            <TwoStepDelete
              name={recording.file_name}
              label={t('recording.delete')}
              pending={remove.isPending}
              onConfirm={() =>
                remove.mutate(recording.id, { onSuccess: () => void navigate(recordingSource.routePath) })
              }
            />
          </QuickActionsCard>
        </>
      }
    />
  );
}
