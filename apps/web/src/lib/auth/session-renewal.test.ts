import { describe, expect, it } from 'vitest';
import { RENEWAL_LEAD_MS, renewalDelayMs } from './session-renewal.ts';

describe('renewalDelayMs', () => {
  const now = 1_000_000_000_000;

  it('waits until shortly before the token expires', () => {
    expect(renewalDelayMs(now + 3_600_000, now)).toBe(3_600_000 - RENEWAL_LEAD_MS);
  });

  it('is now for a token that expired, expires soon, or is unknown', () => {
    expect(renewalDelayMs(now - 1, now)).toBe(0);
    expect(renewalDelayMs(now + RENEWAL_LEAD_MS - 1, now)).toBe(0);
    expect(renewalDelayMs(null, now)).toBe(0);
  });

  it('stays within what setTimeout accepts', () => {
    expect(renewalDelayMs(now + 365 * 86_400_000, now)).toBe(2 ** 31 - 1);
  });
});
