import type { PlainMessageKey } from '@vigila/domain';
import { describe, expect, it } from 'vitest';
import { cellText, groupText } from './value-labels.ts';

/** A translation that shows the key it was asked for. */
const t = (key: PlainMessageKey) => `<${key}>`;

describe('report values in the reader’s words', () => {
  it('name known statuses, types, sources and flags, and yes/no flags', () => {
    expect(cellText(t, 'status', 'needs_review')).toBe('<status.needsReview>');
    expect(cellText(t, 'status', 'new')).toBe('<cases.statusNew>');
    expect(cellText(t, 'case_type', 'icsr')).toBe('<cases.typeIcsr>');
    expect(cellText(t, 'source', 'manual')).toBe('<caseSource.manual>');
    expect(cellText(t, 'adr', true)).toBe('<customReport.yes>');
    expect(cellText(t, 'title', 'needs_review')).toBe('needs_review');
    expect(cellText(t, 'title', null)).toBe('');
  });

  it('name a group’s empty value, no flag, and a counted yes/no', () => {
    expect(groupText(t, 'country', null)).toBe('<customReport.empty>');
    expect(groupText(t, 'flag', 'none')).toBe('<customReport.none>');
    expect(groupText(t, 'serious', 'false')).toBe('<customReport.no>');
    expect(groupText(t, 'month', '2026-11')).toBe('2026-11');
  });
});
