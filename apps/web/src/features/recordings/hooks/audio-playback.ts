/** SPEC §2.8/§9: the speed button cycles 0.5, 1, 1.25, 1.5, 1.75, 2. */
export const PLAYBACK_SPEEDS = [0.5, 1, 1.25, 1.5, 1.75, 2] as const;

export function nextSpeed(current: number): number {
  const index = PLAYBACK_SPEEDS.findIndex((speed) => speed === current);
  return PLAYBACK_SPEEDS[(index + 1) % PLAYBACK_SPEEDS.length] ?? 1;
}

/** m:ss, as the player shows positions (SPEC §2.8 "minutes:seconds, current / total"). */
export function formatClock(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '0:00';
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A click at `offsetX` of a bar `width` wide, as a time in a track of `duration` seconds. */
export function seekTime(offsetX: number, width: number, duration: number): number {
  if (width <= 0 || !Number.isFinite(duration) || duration <= 0) return 0;
  return Math.min(Math.max(offsetX / width, 0), 1) * duration;
}
