import { Link } from 'react-router';
import { Languages, UserRound } from 'lucide-react';
import { flagsForSource, type Recording } from '@vigila/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { AiStatusLine } from '@/review/components/ai-status-line.tsx';
import { FlagBadges } from '@/review/components/flag-badges.tsx';
import { StatusButtons } from '@/review/components/status-buttons.tsx';
import { formatDateTime } from '@/lib/format-date.ts';
import { useT } from '@/lib/i18n/index.ts';
import { usePreferences } from '@/lib/preferences-store.ts';
import { languageName } from '@/lib/format-language.ts';
import { recordingSource } from '../recording-source.ts';
import { CardAudio } from './card-audio.tsx';

/** Cards have a fixed height so the virtual grid can place rows without measuring (SPEC §2.7: 6 lines of text). */
export const RECORDING_CARD_HEIGHT = 344;

/**
 * One recording card: date, uploader, play and seek, language, summary or transcription (6 lines), flag
 * badges, the AI status line and the two status buttons. The whole card opens the detail.
 */
export function RecordingCard({ recording }: { recording: Recording }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const spokenLanguage = recording.detectedLanguage
    ? (languageName(recording.detectedLanguage, language) ?? t('item.languageUnknown'))
    : null;
  const view = recordingSource.view(recording);
  const text = recording.summary?.trim() || recording.transcription?.trim() || t('item.noSummary');
  return (
    <div
      className="group relative flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs transition-colors hover:border-primary/50"
      style={{ height: RECORDING_CARD_HEIGHT }}
    >
      <Link
        to={recordingSource.detailPath(recording)}
        aria-label={t('item.open', { name: recording.file_name })}
        className="absolute inset-0 rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring"
      />
      <div className="flex items-start justify-between gap-2 text-xs text-muted-foreground">
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-foreground" title={recording.file_name}>
            {recording.file_name}
          </p>
          <time dateTime={recording.created_at} className="block">
            {formatDateTime(recording.created_at, language)}
          </time>
          <span className="flex items-center gap-1 truncate">
            <UserRound aria-hidden="true" className="size-3 shrink-0" />
            {t('item.uploadedBy', { name: recording.uploaded_by })}
          </span>
        </div>
        {spokenLanguage ? (
          <Badge variant="outline" title={t('item.language', { language: spokenLanguage })}>
            <Languages aria-hidden="true" className="size-3" />
            {spokenLanguage}
          </Badge>
        ) : null}
      </div>
      <div className="relative z-10">
        <CardAudio recordingId={recording.id} durationHint={recording.duration_seconds} />
      </div>
      <p className="line-clamp-6 min-h-0 flex-1 text-sm leading-5 break-words text-muted-foreground">
        {text}
      </p>
      <div className="flex min-h-6 flex-wrap items-center justify-between gap-2">
        <FlagBadges flags={flagsForSource('recording')} values={view.flags} />
        <AiStatusLine view={view} />
      </div>
      <StatusButtons
        source="recording"
        id={recording.id}
        status={view.status}
        postChangeWaitMs={recordingSource.postChangeWaitMs}
        className="relative z-10"
      />
    </div>
  );
}
