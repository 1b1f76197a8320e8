import { describe, expect, it } from 'vitest';
import { intervalInstants } from './psur-interval.ts';
import { presentLine, seriousnessRows } from './psur.service.ts';

describe('PSUR helpers', () => {
  it('takes the interval as whole UTC days, the data lock point included', () => {
    expect(intervalInstants('2026-01-01', '2026-06-30')).toEqual({
      from: new Date('2026-01-01T00:00:00.000Z'),
      end: new Date('2026-07-01T00:00:00.000Z'),
    });
  });

  it('counts non-serious cases as the rest of the cases', () => {
    const scoped = [
      { id: 'a', in_interval: true },
      { id: 'b', in_interval: false },
      { id: 'c', in_interval: true },
    ];
    const rows = seriousnessRows({ serious_interval: 1, serious_cumulative: 2, death_cumulative: 1 }, scoped);
    expect(rows.slice(0, 3)).toEqual([
      { key: 'serious', interval: 1, cumulative: 2 },
      { key: 'non_serious', interval: 1, cumulative: 1 },
      { key: 'death', interval: 0, cumulative: 1 },
    ]);
  });

  it('makes a line serious from its reactions’ criteria', () => {
    const reaction = (term: string, flags: Record<string, boolean>) => ({
      term,
      pt_name: null,
      outcome: null,
      ...flags,
    });
    const line = presentLine({
      case_id: 'c1',
      reference_id: 'R-1',
      receipt_date: '2026-03-10',
      country: null,
      age: null,
      age_unit: null,
      sex: null,
      source: 'email',
      status: 'new',
      drugs: [],
      reactions: [reaction('Rash', { death: false }), reaction('Fever', { death: true, disabling: true })],
    });
    expect(line.serious).toBe(true);
    expect(line.criteria).toEqual(['death', 'disabling']);
    expect(line.reactions.map((entry) => entry.serious)).toEqual([false, true]);
  });
});
