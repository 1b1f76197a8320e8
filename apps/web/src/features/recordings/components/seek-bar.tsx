import type { KeyboardEvent, MouseEvent } from 'react';
import { cn } from '@/lib/cn.ts';
import { formatClock, seekTime } from '../hooks/audio-playback.ts';

const KEY_STEP_SECONDS = 5;

/** A clickable progress bar (SPEC §2.8); also a keyboard slider: arrows move 5 s, Home/End jump. */
export function SeekBar({
  current,
  duration,
  onSeek,
  label,
  className,
}: {
  current: number;
  duration: number;
  onSeek: (seconds: number) => void;
  label: string;
  className?: string;
}) {
  const percent = duration > 0 ? Math.min((current / duration) * 100, 100) : 0;
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    onSeek(seekTime(event.clientX - rect.left, rect.width, duration));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: current + KEY_STEP_SECONDS,
      ArrowUp: current + KEY_STEP_SECONDS,
      ArrowLeft: current - KEY_STEP_SECONDS,
      ArrowDown: current - KEY_STEP_SECONDS,
      Home: 0,
      End: duration,
    };
    const target = moves[event.key];
    if (target === undefined || duration <= 0) return;
    event.preventDefault();
    onSeek(Math.min(Math.max(target, 0), duration));
  };
  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={Math.round(duration)}
      aria-valuenow={Math.round(current)}
      aria-valuetext={`${formatClock(current)} / ${formatClock(duration)}`}
      onClick={onClick}
      onKeyDown={onKeyDown}
      className={cn(
        'group relative h-2 w-full cursor-pointer rounded-full bg-muted outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <div className="absolute inset-y-0 left-0 rounded-full bg-primary" style={{ width: `${percent}%` }} />
    </div>
  );
}
