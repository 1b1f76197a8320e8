import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CaseObligation } from '@vigila/domain';
import { mockApi } from '@/test/api-mock.ts';
import { renderPage } from '@/test/render.tsx';
import { ObligationsPanel } from './obligations-panel.tsx';

const CASE_ID = 'case-obligations-0001';

const obligation = (overrides: Partial<CaseObligation>): CaseObligation => ({
  receiver: 'fda',
  obligation: 'days_15',
  rule_number: 2,
  basis: '21 CFR 314.80(c)(1)(i): 15-day alert report',
  reasons: [],
  due_date: '2026-12-01',
  days_left: 4,
  open: true,
  overdue: false,
  rules_effective_from: null,
  ...overrides,
});

function start(data: CaseObligation[], status = 200) {
  mockApi({
    [`GET /api/cases/${CASE_ID}/obligations`]: {
      status,
      body: status === 200 ? { success: true, data } : { error: 'Internal error', code: 'internal' },
    },
  });
  renderPage(<ObligationsPanel caseId={CASE_ID} />);
}

/** The table row of one receiver, found by its header cell. */
async function rowOf(receiver: string): Promise<HTMLElement> {
  const row = (await screen.findByRole('rowheader', { name: receiver })).closest('tr');
  if (!row) throw new Error(`no row for ${receiver}`);
  return row;
}

describe('ObligationsPanel', () => {
  it('lists one obligation per receiver with its due date, days left, rule and legal basis', async () => {
    start([
      obligation({ reasons: ['expectedness_not_assessed', 'relatedness_deemed_spontaneous'] }),
      obligation({
        receiver: 'eu',
        obligation: 'days_90',
        rule_number: 5,
        basis: 'GVP Module VI.C.4: non-serious EEA cases within 90 days',
        due_date: '2026-11-20',
        days_left: -7,
        overdue: true,
        rules_effective_from: '2026-06-01',
      }),
      obligation({
        receiver: 'health_canada',
        obligation: 'periodic',
        rule_number: null,
        basis: 'Food and Drug Regulations C.01.018: the annual summary report',
        due_date: null,
        days_left: null,
        open: false,
      }),
    ]);
    const fda = await rowOf('FDA (United States)');
    expect(within(fda).getByText('15 days')).toBeTruthy();
    expect(within(fda).getByText('4 days left')).toBeTruthy();
    expect(within(fda).getByText('Rule 2')).toBeTruthy();
    expect(within(fda).getByText('(shipped rules)')).toBeTruthy();
    expect(within(fda).getByText('21 CFR 314.80(c)(1)(i): 15-day alert report')).toBeTruthy();
    expect(within(fda).getByText('Expectedness not assessed: treated as unexpected')).toBeTruthy();
    expect(
      within(fda).getByText('Relatedness not assessed: a spontaneous report is deemed related'),
    ).toBeTruthy();
    expect(within(fda).getByText('Dec 1, 2026').getAttribute('datetime')).toBe('2026-12-01');

    const eu = await rowOf('EU (EudraVigilance)');
    expect(within(eu).getByText('Overdue by 7 days')).toBeTruthy();
    expect(within(eu).getByText(/rules in force from Jun 1, 2026/)).toBeTruthy();

    const canada = await rowOf('Health Canada');
    expect(within(canada).getByText('Periodic report')).toBeTruthy();
    expect(within(canada).getByText('Fallback')).toBeTruthy();
    expect(within(canada).getByText('—')).toBeTruthy();
  });

  it('says so when the obligations cannot be worked out', async () => {
    start([], 500);
    expect((await screen.findByRole('alert')).textContent).toBe('The obligations could not be worked out.');
  });
});
