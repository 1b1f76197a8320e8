import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, Pause, Play } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { recordingUrlQueryOptions } from '../api/get-recording-url.ts';
import { formatClock } from '../hooks/audio-playback.ts';
import { useAudio } from '../hooks/use-audio.ts';
import { SeekBar } from './seek-bar.tsx';

/**
 * Play and seek on a recording card. The signed URL is fetched on the first play only, so a grid of hundreds
 * of cards asks for no URLs up front.
 */
export function CardAudio({
  recordingId,
  durationHint,
}: {
  recordingId: string;
  durationHint: number | null;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const { ref, state, audioProps, toggle, seek } = useAudio(durationHint);
  const [loading, setLoading] = useState(false);

  const onPlay = async () => {
    const audio = ref.current;
    if (!audio) return;
    if (!audio.src) {
      setLoading(true);
      try {
        audio.src = await queryClient.query(recordingUrlQueryOptions(recordingId));
      } catch {
        notify.error(t('audio.loadFailed'));
        return;
      } finally {
        setLoading(false);
      }
    }
    await toggle();
  };

  return (
    <div className="flex items-center gap-2">
      <audio {...audioProps} />
      <Button
        size="icon"
        variant="secondary"
        className="size-8"
        disabled={loading}
        onClick={() => void onPlay()}
        aria-label={state.playing ? t('audio.pause') : t('audio.play')}
      >
        {loading ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : state.playing ? (
          <Pause aria-hidden="true" />
        ) : (
          <Play aria-hidden="true" />
        )}
      </Button>
      <SeekBar current={state.current} duration={state.duration} onSeek={seek} label={t('audio.progress')} />
      <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
        {formatClock(state.current)} / {formatClock(state.duration)}
      </span>
    </div>
  );
}
