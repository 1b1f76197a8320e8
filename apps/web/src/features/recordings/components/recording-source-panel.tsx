import { useState } from 'react';
import { Link } from 'react-router';
import { Mic } from 'lucide-react';
import type { CallLanguage, PlainMessageKey, TranscriptionEngine } from '@vigila/domain';
import { FileUploadForm } from '@/review/components/file-upload-form.tsx';
import { SourcePanelFrame } from '@/review/components/source-panel-frame.tsx';
import { TwoStepDelete } from '@/components/two-step-delete.tsx';
import { useBatchUpload } from '@/review/hooks/use-batch-upload.ts';
import { useSourceCounts } from '@/review/hooks/use-source-counts.ts';
import { useT } from '@/lib/i18n/index.ts';
import { useDeleteRecording } from '../api/delete-recording.ts';
import { useRecentRecordings } from '../api/get-recent-recordings.ts';
import { useTranscriptionEngine } from '../api/get-transcription-engine.ts';
import { analyzeRecording } from '../api/analyze-recording.ts';
import { uploadRecording } from '../api/upload-recording.ts';
import { CallLanguageOptions } from './call-language-options.tsx';
import { recordingSource } from '../recording-source.ts';

const ENGINE_NOTE = {
  whisper: 'recordings.engineWhisper',
  pocketsphinx: 'recordings.enginePocketsphinx',
  none: 'recordings.engineNone',
} as const satisfies Record<TranscriptionEngine, PlainMessageKey>;

/**
 * Settings → Data Sources → Call Recordings: counts, the audio upload form and the latest uploads. The status is
 * the transcription engine's: active when one is configured, setup-required when none is — recordings are still
 * stored and played then, and transcribed once an engine is set (decision 0037).
 */
export function RecordingSourcePanel() {
  const t = useT();
  const engine = useTranscriptionEngine().data?.engine;
  const counts = useSourceCounts(recordingSource);
  const recent = useRecentRecordings();
  const remove = useDeleteRecording();
  const [language, setLanguage] = useState<CallLanguage | null>(null);
  const batch = useBatchUpload({
    source: 'recording',
    upload: (file: File) => uploadRecording(file, language),
    analyze: analyzeRecording,
    listPath: recordingSource.routePath,
    texts: {
      uploaded: 'recordings.uploaded',
      analysisStarted: 'recordings.analysisStarted',
      failed: 'recordings.uploadFailed',
    },
  });
  return (
    <SourcePanelFrame
      icon={Mic}
      name={t('settings.sourceRecordings')}
      status={engine === undefined ? 'inactive' : engine === 'none' ? 'setup-required' : 'active'}
      counts={counts.labels}
      note={engine ? t(ENGINE_NOTE[engine]) : undefined}
    >
      <label className="flex items-center gap-2 text-sm">
        <span className="text-muted-foreground">{t('recordings.callLanguage')}</span>
        <select
          className="h-8 rounded-md border bg-background px-2 text-sm"
          value={language ?? ''}
          onChange={(event) =>
            setLanguage(event.target.value === '' ? null : (event.target.value as CallLanguage))
          }
        >
          <option value="">{t('recordings.callLanguageAuto')}</option>
          <CallLanguageOptions />
        </select>
      </label>
      <FileUploadForm
        rule="audio"
        label={t('recordings.uploadLabel')}
        hint={t('recordings.uploadHint')}
        progress={batch.progress}
        running={batch.running}
        onUpload={batch.start}
      />
      <section>
        <h4 className="mb-1 text-xs font-semibold text-muted-foreground">{t('recordings.recent')}</h4>
        {recent.data?.length === 0 ? (
          <p className="text-xs text-muted-foreground">{t('recordings.none')}</p>
        ) : null}
        <ul className="divide-y">
          {recent.data?.map((recording) => (
            <li key={recording.id} className="flex items-center justify-between gap-2 py-1">
              <Link
                to={recordingSource.detailPath(recording)}
                className="min-w-0 truncate text-sm hover:underline"
              >
                {recording.file_name}
              </Link>
              <TwoStepDelete
                name={recording.file_name}
                pending={remove.isPending}
                onConfirm={() => remove.mutate(recording.id)}
              />
            </li>
          ))}
        </ul>
      </section>
    </SourcePanelFrame>
  );
}
