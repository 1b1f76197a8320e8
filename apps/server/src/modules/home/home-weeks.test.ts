import { describe, expect, it } from 'vitest';
import { trendWindow } from './home-weeks.ts';

describe('trendWindow', () => {
  it('ends with the current week (Monday, UTC) and starts count - 1 weeks before', () => {
    const window = trendWindow(new Date('2026-11-26T01:30:00Z'), 3);
    expect(window.weeks).toEqual(['2026-11-09', '2026-11-16', '2026-11-23']);
    expect(window.from.toISOString()).toBe('2026-11-09T00:00:00.000Z');
    expect(window.to.toISOString()).toBe('2026-11-30T00:00:00.000Z');
  });

  it('counts a Sunday in the week that began the Monday before', () => {
    expect(trendWindow(new Date('2026-11-29T23:59:00Z'), 1).weeks).toEqual(['2026-11-23']);
    expect(trendWindow(new Date('2026-11-30T00:00:00Z'), 1).weeks).toEqual(['2026-11-30']);
  });
});
