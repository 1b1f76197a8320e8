import { useCallback, useRef, useState, type SyntheticEvent } from 'react';
import { nextSpeed } from './audio-playback.ts';

export interface AudioState {
  playing: boolean;
  current: number;
  duration: number;
  rate: number;
  failed: boolean;
}

/**
 * Drives one <audio> element: play/pause, seek, speed. `durationHint` (from the upload's decoding) stands in
 * until the browser knows the duration.
 */
export function useAudio(durationHint: number | null) {
  const ref = useRef<HTMLAudioElement>(null);
  const [state, setState] = useState<AudioState>({
    playing: false,
    current: 0,
    duration: durationHint ?? 0,
    rate: 1,
    failed: false,
  });
  const patch = (next: Partial<AudioState>) => setState((previous) => ({ ...previous, ...next }));

  const audioProps = {
    ref,
    preload: 'metadata' as const,
    onLoadedMetadata: (event: SyntheticEvent<HTMLAudioElement>) => {
      const { duration } = event.currentTarget;
      if (Number.isFinite(duration) && duration > 0) patch({ duration, failed: false });
    },
    onTimeUpdate: (event: SyntheticEvent<HTMLAudioElement>) =>
      patch({ current: event.currentTarget.currentTime }),
    onPlay: () => patch({ playing: true }),
    onPause: () => patch({ playing: false }),
    onEnded: () => patch({ playing: false }),
    onError: () => patch({ playing: false, failed: true }),
  };

  const toggle = useCallback(async () => {
    const audio = ref.current;
    if (!audio) return;
    if (audio.paused) await audio.play().catch(() => patch({ failed: true }));
    else audio.pause();
  }, []);

  const seek = useCallback((seconds: number) => {
    const audio = ref.current;
    if (!audio) return;
    audio.currentTime = seconds;
    patch({ current: seconds });
  }, []);

  const cycleSpeed = useCallback(() => {
    const audio = ref.current;
    setState((previous) => {
      const rate = nextSpeed(previous.rate);
      if (audio) audio.playbackRate = rate;
      return { ...previous, rate };
    });
  }, []);

  return { ref, state, audioProps, toggle, seek, cycleSpeed };
}
