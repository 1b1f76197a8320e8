import { describe, expect, it } from 'vitest';
import { frameStats } from './frame-stats.ts';

const REFRESH = 1000 / 60;
const every = (ms: number, count: number, from = 0) => Array.from({ length: count }, (_, i) => from + i * ms);

describe('frameStats', () => {
  it('reads a steady 60 Hz run as 60 fps with nothing dropped', () => {
    const stats = frameStats(every(REFRESH, 301), REFRESH);
    expect(stats).toMatchObject({ frames: 300, seconds: 5, averageFps: 60, p50Fps: 60, worstSecondFps: 60 });
    expect(stats.droppedFrames).toBe(0);
  });

  it('reads every other refresh missed as 30 fps, half the refreshes dropped', () => {
    const stats = frameStats(every(2 * REFRESH, 151), REFRESH);
    expect(stats).toMatchObject({ averageFps: 30, p50Fps: 30, worstSecondFps: 30, droppedFrames: 150 });
  });

  it('counts the refreshes a long frame missed and finds the slow second', () => {
    const steady = every(REFRESH, 121);
    const stalled = [...steady, ...every(REFRESH, 60, (steady.at(-1) ?? 0) + 100)];
    const stats = frameStats(stalled, REFRESH);
    expect(stats.droppedFrames).toBe(5);
    expect(stats.longestFrameMs).toBe(100);
    expect(stats.worstSecondFps).toBe(55);
    expect(stats.p50Fps).toBe(60);
  });
});
