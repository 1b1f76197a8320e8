import { describe, expect, it } from 'vitest';
import { casesByWeek, flagsByWeek, itemsBySource, trendTotal } from './trend-rows.ts';

const data = {
  weeks: ['2026-11-16', '2026-11-23'],
  item_weeks: [
    { week: '2026-11-16', source: 'email' as const, items: 2, adr: 1, pqc: 0, mi: 0 },
    { week: '2026-11-23', source: 'youtube' as const, items: 3, adr: 1, pqc: 1, mi: 1 },
    { week: '2026-11-23', source: 'email' as const, items: 1, adr: 1, pqc: 0, mi: 0 },
  ],
  case_weeks: [
    { week: '2026-11-16', opened: 1, closed: 0 },
    { week: '2026-11-23', opened: 2, closed: 1 },
  ],
};

describe('trend rows', () => {
  it('give every week a number per source, in the sources’ order, 0 when none', () => {
    const { rows, sources } = itemsBySource(data);
    expect(sources).toEqual(['youtube', 'email']);
    expect(rows).toEqual([
      { week: '2026-11-16', youtube: 0, email: 2 },
      { week: '2026-11-23', youtube: 3, email: 1 },
    ]);
    expect(trendTotal(rows, sources)).toBe(6);
  });

  it('sum the sources per flag, and keep cases as they come', () => {
    expect(flagsByWeek(data)).toEqual([
      { week: '2026-11-16', adr: 1, pqc: 0, mi: 0 },
      { week: '2026-11-23', adr: 2, pqc: 1, mi: 1 },
    ]);
    expect(casesByWeek(data)[1]).toEqual({ week: '2026-11-23', opened: 2, closed: 1 });
  });
});
