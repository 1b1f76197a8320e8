import { describe, expect, it } from 'vitest';
import { cronFiredWithinMinute } from './schedules.ts';

describe('cronFiredWithinMinute', () => {
  it('is true in the minute after the expression fired, false otherwise', () => {
    expect(cronFiredWithinMinute('*/5 * * * *', new Date('2024-05-01T10:05:30'))).toBe(true);
    expect(cronFiredWithinMinute('*/5 * * * *', new Date('2024-05-01T10:06:30'))).toBe(false);
    expect(cronFiredWithinMinute('0 3 * * *', new Date('2024-05-01T03:00:10'))).toBe(true);
    expect(cronFiredWithinMinute('0 3 * * *', new Date('2024-05-01T04:00:10'))).toBe(false);
  });
});
