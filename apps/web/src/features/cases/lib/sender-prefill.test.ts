import { describe, expect, it } from 'vitest';
import { localToday, senderPrefill } from './sender-prefill.ts';

const user = { name: 'Ana María García', email: 'ana@demo.test', org_name: 'Demo Pharma' };

describe('senderPrefill', () => {
  it('fills the empty sender block from the user, the department and today’s dates', () => {
    expect(senderPrefill({}, user, '2026-03-02')).toEqual({
      sender_organization: 'Demo Pharma',
      sender_given_name: 'Ana María',
      sender_family_name: 'García',
      sender_email: 'ana@demo.test',
      sender_department: 'Pharmacovigilance',
      transmission_date: '2026-03-02',
      batch_date_of_message_creation: '2026-03-02',
      message_header_date_of_message_creation: '2026-03-02',
    });
  });

  it('never overwrites a value and skips what the user cannot provide', () => {
    const fill = senderPrefill(
      { sender_organization: 'Other', transmission_date: '2026-01-01' },
      { name: 'Rita', email: 'rita@demo.test', org_name: null },
      '2026-03-02',
    );
    expect(fill.sender_organization).toBeUndefined();
    expect(fill.transmission_date).toBeUndefined();
    expect(fill.sender_given_name).toBe('Rita');
    expect(fill.sender_family_name).toBeUndefined();
  });

  it('writes today in the local calendar as a date input does', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
