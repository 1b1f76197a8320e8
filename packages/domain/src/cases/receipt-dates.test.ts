import { describe, expect, it } from 'vitest';
import { receiptDatesRequestSchema } from './case-work-shapes.ts';
import { receiptDatesProblem } from './receipt-dates.ts';

describe('receipt dates', () => {
  it('accepts an initial date on or before the latest, neither after today', () => {
    expect(receiptDatesProblem('2026-11-17', '2026-11-17', '2026-11-27')).toBeNull();
    expect(receiptDatesProblem('2026-11-17', '2026-11-27', '2026-11-27')).toBeNull();
  });

  it('refuses a date after today and a latest date before the initial one', () => {
    expect(receiptDatesProblem('2026-11-28', '2026-11-28', '2026-11-27')).toBe('receipt_date_in_future');
    expect(receiptDatesProblem('2026-11-17', '2026-11-28', '2026-11-27')).toBe('receipt_date_in_future');
    expect(receiptDatesProblem('2026-11-17', '2026-11-16', '2026-11-27')).toBe('receipt_dates_out_of_order');
  });

  it('asks for real dates and a reason', () => {
    const parsed = receiptDatesRequestSchema.safeParse({
      initial_receipt_date: '2026-02-30',
      latest_receipt_date: '2026-11-17',
      reason: '   ',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      'Enter a date as YYYY-MM-DD',
      'Give the reason for the change',
    ]);
    expect(
      receiptDatesRequestSchema.parse({
        initial_receipt_date: '2026-11-17',
        latest_receipt_date: '2026-11-18',
        reason: ' Date of the physician’s e-mail ',
      }).reason,
    ).toBe('Date of the physician’s e-mail');
  });
});
