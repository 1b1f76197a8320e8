import { Gauge, Pause, Play } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useRecordingUrl } from '../api/get-recording-url.ts';
import { formatClock } from '../hooks/audio-playback.ts';
import { useAudio } from '../hooks/use-audio.ts';
import { SeekBar } from './seek-bar.tsx';

/**
 * The recording detail's player (SPEC §2.8): fed by a signed URL (spinner while it loads, 'Failed to load audio
 * URL' on failure), play/pause, a clickable progress bar, m:ss current / total, and the speed button.
 */
export function AudioPlayer({
  recordingId,
  durationHint,
}: {
  recordingId: string;
  durationHint: number | null;
}) {
  const t = useT();
  const url = useRecordingUrl(recordingId);
  const { state, audioProps, toggle, seek, cycleSpeed } = useAudio(durationHint);

  if (url.isPending) {
    return (
      <div className="flex h-16 items-center justify-center rounded-lg border bg-muted/30">
        <Spinner label={t('audio.loading')} />
      </div>
    );
  }
  if (url.isError || state.failed) {
    return (
      <p
        role="alert"
        className="rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
      >
        {t('audio.loadFailed')}
      </p>
    );
  }
  return (
    <div
      role="group"
      aria-label={t('audio.player')}
      className="flex items-center gap-3 rounded-lg border bg-muted/30 p-3"
    >
      <audio {...audioProps} src={url.data} />
      <Button
        size="icon"
        onClick={() => void toggle()}
        aria-label={state.playing ? t('audio.pause') : t('audio.play')}
      >
        {state.playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
      </Button>
      <SeekBar current={state.current} duration={state.duration} onSeek={seek} label={t('audio.progress')} />
      <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
        {t('audio.time', { current: formatClock(state.current), total: formatClock(state.duration) })}
      </span>
      <Button
        variant="outline"
        size="sm"
        onClick={cycleSpeed}
        aria-label={t('audio.speed', { speed: state.rate })}
        className="w-16 shrink-0 tabular-nums"
      >
        <Gauge aria-hidden="true" />
        {state.rate}×
      </Button>
    </div>
  );
}
