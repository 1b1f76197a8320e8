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

  it('show instants in the reader’s language, and leave calendar dates and the CSV’s ISO form alone', () => {
    const instant = '2026-03-18T08:40:00.000Z';
    const shown = cellText(t, 'published_at', instant, 'en');
    expect(shown).not.toBe(instant);
    expect(shown).toMatch(/2026/);
    expect(cellText(t, 'published_at', instant)).toBe(instant);
    expect(cellText(t, 'receipt_date', '2026-03-18', 'en')).toBe('2026-03-18');
  });

  it('name a group’s empty value, no flag, and a counted yes/no', () => {
    expect(groupText(t, 'country', null)).toBe('<customReport.empty>');
    expect(groupText(t, 'flag', 'none')).toBe('<customReport.none>');
    expect(groupText(t, 'serious', 'false')).toBe('<customReport.no>');
    expect(groupText(t, 'month', '2026-11')).toBe('2026-11');
  });
});
