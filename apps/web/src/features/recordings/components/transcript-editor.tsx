import { useState } from 'react';
import { MAX_TRANSCRIPT_CHARACTERS, type CallLanguage } from '@vigila/domain';
import { Button } from '@/components/ui/button.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { useSaveTranscript } from '../api/save-transcript.ts';
import { CallLanguageOptions } from './call-language-options.tsx';

/**
 * The recording's transcript, and (issue 27 point 9) a form to type, paste or correct it with the call's language:
 * saving keeps the earlier versions, is audited and analyses the recording again.
 */
export function TranscriptEditor({
  recordingId,
  transcript,
  language,
}: {
  recordingId: string;
  transcript: string | null;
  language: string | null;
}) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [callLanguage, setCallLanguage] = useState<CallLanguage>('en');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveTranscript(recordingId, () => {
    notify.success(t('recording.transcriptSaved'));
    setEditing(false);
  });
  const current = transcript?.trim() ?? '';
  const open = () => {
    setText(current);
    setCallLanguage(language === 'es' ? 'es' : 'en');
    setError(null);
    setEditing(true);
  };
  if (!editing) {
    return (
      <div className="space-y-3">
        <p className="text-sm break-words whitespace-pre-wrap">{current || t('recording.noTranscription')}</p>
        <Button type="button" variant="outline" size="sm" onClick={open}>
          {current ? t('recording.editTranscript') : t('recording.typeTranscript')}
        </Button>
      </div>
    );
  }
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        save.mutate(
          { text, language: callLanguage },
          { onError: (failure) => setError(t('recording.transcriptFailed', { message: failure.message })) },
        );
      }}
    >
      <label htmlFor="transcript-text" className="text-sm font-medium">
        {t('recording.transcriptLabel')}
      </label>
      <Textarea
        id="transcript-text"
        rows={10}
        maxLength={MAX_TRANSCRIPT_CHARACTERS}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <label className="flex items-center gap-2 text-sm">
        <span className="text-muted-foreground">{t('recording.callLanguage')}</span>
        <select
          className="h-8 rounded-md border bg-background px-2 text-sm"
          value={callLanguage}
          onChange={(event) => setCallLanguage(event.target.value as CallLanguage)}
        >
          <CallLanguageOptions />
        </select>
      </label>
      <p className="text-xs text-muted-foreground">{t('recording.transcriptHint')}</p>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={text.trim() === '' || save.isPending}>
          {t('recording.saveTranscript')}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(false)}>
          {t('recording.cancelTranscript')}
        </Button>
      </div>
    </form>
  );
}
