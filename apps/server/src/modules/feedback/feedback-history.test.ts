import { describe, expect, it } from 'vitest';
import { feedbackHistory } from './feedback-history.ts';

const at = (iso: string) => new Date(iso);

describe('feedbackHistory', () => {
  // Tuesday 24 November 2026: the current week ends today; the one before on Sunday the 22nd.
  const now = at('2026-11-24T12:00:00Z');

  it('gives one point per week, oldest first, the last one today', () => {
    const weeks = feedbackHistory([], now, 3);
    expect(weeks.map((week) => week.week_end)).toEqual(['2026-11-15', '2026-11-22', '2026-11-24']);
    expect(weeks[0]?.adr).toEqual({ precision: null, recall: null, correct: 0, incorrect: 0, missed: 0 });
  });

  it('counts the latest verdict per item and flag as it stood at each week end', () => {
    const weeks = feedbackHistory(
      [
        { subject: 'a', flag: 'adr', verdict: 'incorrect', createdAt: at('2026-11-10T09:00:00Z') },
        { subject: 'b', flag: 'adr', verdict: 'correct', createdAt: at('2026-11-12T09:00:00Z') },
        // The reviewer changes their mind on item a after the week of the 15th ended.
        { subject: 'a', flag: 'adr', verdict: 'correct', createdAt: at('2026-11-18T09:00:00Z') },
        { subject: 'c', flag: 'adr', verdict: 'missed', createdAt: at('2026-11-24T08:00:00Z') },
        { subject: 'c', flag: 'pqc', verdict: 'correct', createdAt: at('2026-11-24T08:00:00Z') },
      ],
      now,
      3,
    );
    expect(weeks[0]?.adr).toMatchObject({ correct: 1, incorrect: 1, missed: 0, precision: 0.5, recall: 1 });
    expect(weeks[1]?.adr).toMatchObject({ correct: 2, incorrect: 0, missed: 0, precision: 1 });
    expect(weeks[2]?.adr).toMatchObject({ correct: 2, missed: 1, recall: 2 / 3 });
    expect(weeks[2]?.pqc).toMatchObject({ correct: 1, precision: 1 });
    expect(weeks[1]?.pqc.correct).toBe(0);
  });
});
