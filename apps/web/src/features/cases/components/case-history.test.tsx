import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { CaseHistoryEntry } from '@vigila/domain';
import { mockApi } from '@/test/api-mock.ts';
import { renderPage } from '@/test/render.tsx';
import '../lib/case-form-texts.ts';
import { CaseHistory } from './case-history.tsx';

afterEach(() => vi.unstubAllGlobals());

let next = 0;
const event = (type: string, details: CaseHistoryEntry['details'], field: string | null = null) => ({
  id: `a-${(next += 1)}`,
  type,
  field,
  old_value: null,
  new_value: null,
  changed_by: 'user-1',
  changed_by_name: 'Rita Reviewer',
  changed_at: `2026-03-02T1${next}:00:00.000Z`,
  details,
});

describe('case history (issue 13 events)', () => {
  it('says in words what each event of the case work did, without empty value lines', async () => {
    mockApi({
      'GET /api/cases/case-1/history': {
        body: {
          success: true,
          data: [
            event('case.imported', { format: 'r3', reference_id: 'US-FDA-1' }),
            event('case.section_changed', { section: 'G', action: 'added', index: null }),
            event('case.section_changed', { section: 'E', action: 'coded', index: 1 }, 'reaction_term'),
            event('case.section_changed', { section: 'G', action: 'updated', index: 1 }, 'medicinal_product'),
            event('case.assigned', null),
            event('case.linked', { linked_case_id: 'abcdef12-3456', kind: 'duplicate' }),
          ],
        },
      },
    });
    renderPage(<CaseHistory caseId="case-1" />);
    fireEvent.click(await screen.findByRole('button', { name: /Change history/ }));
    const lines = (await screen.findAllByRole('listitem')).map((item) => item.textContent);
    expect(lines.map((line) => line.replace(/\d{2}\/\d{2}\/\d{4}.*$/, '').trim())).toEqual([
      'Rita Reviewer linked this case and case abcdef12',
      'Rita Reviewer changed who the case is assigned to',
      'Rita Reviewer changed Medicinal product of Drug 2',
      'Rita Reviewer coded Reaction 2 in MedDRA',
      'Rita Reviewer added an entry to G.k Drugs',
      'Rita Reviewer imported the case from an E2B(R3) file',
    ]);
    expect(screen.queryByText('(empty)')).toBeNull();
  });
});
