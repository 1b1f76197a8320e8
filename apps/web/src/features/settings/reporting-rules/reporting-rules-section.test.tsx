import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_REPORTING_RULES,
  REPORTING_RECEIVERS,
  type ReportingReceiver,
  type ReportingRulesAnswer,
} from '@vigila/domain';
import { Accordion } from '@/components/ui/accordion.tsx';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { notify } from '@/lib/notify.ts';
import { mockApi } from '@/test/api-mock.ts';
import { renderPage, testUser } from '@/test/render.tsx';
import { ReportingRulesSection } from './reporting-rules-section.tsx';

const success = vi.spyOn(notify, 'success');
beforeEach(() => success.mockReset());

const shippedOf = (receiver: ReportingReceiver): ReportingRulesAnswer[number] => ({
  receiver,
  defaults: DEFAULT_REPORTING_RULES[receiver],
  versions: [],
});
const shipped: ReportingRulesAnswer = REPORTING_RECEIVERS.map(shippedOf);

function start(roles: string[], data: ReportingRulesAnswer = shipped) {
  const api = mockApi({
    'GET /api/reporting-rules': { body: { success: true, data } },
    'PUT /api/reporting-rules/eu': {
      body: {
        success: true,
        data: {
          id: 'v-1',
          effective_from: '2026-01-01',
          created_at: '2026-01-01T00:00:00Z',
          created_by_name: 'Ada Admin',
          table: DEFAULT_REPORTING_RULES.eu,
        },
      },
    },
  });
  renderPage(
    <Accordion type="multiple" defaultValue={['reporting-rules']}>
      <ReportingRulesSection />
    </Accordion>,
  );
  // renderPage signs the test user in; the roles under test replace theirs.
  useAuthStore
    .getState()
    .setAuth({ ...testUser, roles, role: roles[0] ?? '' }, 'token-1', Date.now() + 3_600_000);
  return { api, user: userEvent.setup() };
}

describe('Settings → Reporting rules (issue 26)', () => {
  it('shows a technician the rules in force with their legal basis, read-only', async () => {
    start(['technician']);
    expect(await screen.findByText('Only an owner or an admin can change the reporting rules.')).toBeTruthy();
    expect(await screen.findByText('Shipped rules (no change saved)')).toBeTruthy();
    expect(screen.getByText(/21 CFR 314\.80\(c\)\(1\)\(i\)/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save as a new version' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('switches receivers and names the version in force', async () => {
    const { user } = start(
      ['technician'],
      [
        shippedOf('fda'),
        {
          ...shippedOf('eu'),
          versions: [
            {
              id: 'v-1',
              effective_from: '2026-06-01',
              created_at: '2026-05-20T10:00:00Z',
              created_by_name: 'Ada Admin',
              table: DEFAULT_REPORTING_RULES.eu,
            },
          ],
        },
        shippedOf('health_canada'),
      ],
    );
    await user.click(await screen.findByRole('button', { name: 'EU (EudraVigilance)' }));
    expect(screen.getByText(/In force since Jun 1, 2026, saved by Ada Admin/)).toBeTruthy();
    expect(screen.getByText(/1 saved version/)).toBeTruthy();
    expect(screen.getByText(/Regulation \(EU\) No 536\/2014 Art\. 42\(2\)\(a\)/)).toBeTruthy();
  });

  it('lets an admin change a rule, reorder, remove, and save it as a new version from a date', async () => {
    const { api, user } = start(['admin']);
    await user.click(await screen.findByRole('button', { name: 'EU (EudraVigilance)' }));
    // Rule 5 is non-serious EEA → 90 days; make it 15 days with the company's basis.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rule 5: Obligation' }), '15 days');
    // fireEvent for the texts: typing them key by key is slow on a shared machine, and what is checked is the save.
    fireEvent.change(screen.getByRole('textbox', { name: 'Rule 5: Legal basis' }), {
      target: { value: 'Company SOP PV-012' },
    });
    await user.click(screen.getByRole('button', { name: 'Move rule 5 up' }));
    await user.click(screen.getByRole('button', { name: 'Remove rule 6' }));
    fireEvent.change(screen.getByLabelText('Effective from'), { target: { value: '2026-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Save as a new version' }));

    await waitFor(() => expect(api.find('PUT', '/api/reporting-rules/eu')).toHaveLength(1));
    const [put] = api.find('PUT', '/api/reporting-rules/eu');
    const body = put?.body as {
      effective_from: string;
      rules: { obligation: string; basis: string }[];
      fallback: string;
    };
    expect(body.effective_from).toBe('2026-01-01');
    expect(body.rules).toHaveLength(5);
    expect(body.rules[3]).toMatchObject({ obligation: 'days_15', basis: 'Company SOP PV-012' });
    expect(body.rules[4]?.basis).toContain('Art. 107(3)');
    expect(body.fallback).toBe('none');
    await waitFor(() => expect(success).toHaveBeenCalledWith('Reporting rules saved'));
  });

  it('adds a blank rule at the end', async () => {
    const { user } = start(['owner']);
    const rows = () => within(screen.getByRole('table')).getAllByRole('row');
    await screen.findByRole('button', { name: 'Add rule' });
    const before = rows().length;
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(rows()).toHaveLength(before + 1);
    expect(
      screen.getByRole<HTMLSelectElement>('combobox', { name: `Rule ${before}: Obligation` }).value,
    ).toBe('none');
  });
});
