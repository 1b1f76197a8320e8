import { percentile } from './results.ts';

/** Frame rate figures from requestAnimationFrame timestamps (ms) taken while something animated. */
export interface FrameStats {
  frames: number;
  seconds: number;
  /** Frames drawn per second over the whole run. */
  averageFps: number;
  /** The median of the frame counts of every one-second span of the run (one starts at each frame). */
  p50Fps: number;
  /** The fewest frames in any one-second span of the run. */
  worstSecondFps: number;
  /** Display refreshes that showed no new frame: each interval counts as round(interval / refresh) - 1. */
  droppedFrames: number;
  /** The longest frame interval, ms. */
  longestFrameMs: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Frames presented in each one-second span that starts at a frame (half a millisecond of timer jitter allowed). */
function framesPerSecondSpans(timestamps: readonly number[]): number[] {
  const last = timestamps.at(-1) ?? 0;
  const spans: number[] = [];
  for (let start = 0, end = 0; start < timestamps.length; start += 1) {
    const until = (timestamps[start] ?? 0) + 1000;
    if (until > last + 0.5) break;
    while (end < timestamps.length && (timestamps[end] ?? 0) <= until + 0.5) end += 1;
    spans.push(end - start - 1);
  }
  return spans.sort((a, b) => a - b);
}

export function frameStats(timestamps: readonly number[], refreshMs: number): FrameStats {
  const intervals = timestamps.slice(1).map((t, i) => t - (timestamps[i] ?? t));
  const ms = (timestamps.at(-1) ?? 0) - (timestamps[0] ?? 0);
  const spans = framesPerSecondSpans(timestamps);
  return {
    frames: intervals.length,
    seconds: round1(ms / 1000),
    averageFps: round1(ms > 0 ? (intervals.length * 1000) / ms : 0),
    p50Fps: spans.length > 0 ? percentile(spans, 50) : intervals.length,
    worstSecondFps: spans[0] ?? intervals.length,
    droppedFrames: intervals.reduce((sum, ms) => sum + Math.max(0, Math.round(ms / refreshMs) - 1), 0),
    longestFrameMs: round1(Math.max(0, ...intervals)),
  };
}
