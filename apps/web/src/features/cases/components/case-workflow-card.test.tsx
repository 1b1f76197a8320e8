import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CaseDetail } from '@vigila/domain';
import { notify } from '@/lib/notify.ts';
import { mockApi } from '@/test/api-mock.ts';
import { renderPage, testUser } from '@/test/render.tsx';
import { buildCaseDetail, permissionsAnswer, workflowAnswer } from '@/test/cases/case-fixtures.ts';
import { CaseWorkflowCard } from './case-workflow-card.tsx';

const success = vi.spyOn(notify, 'success');
beforeEach(() => success.mockReset());

function start(
  summary: Partial<CaseDetail>,
  {
    roles = ['technician'],
    settings = {},
  }: { roles?: string[]; settings?: Parameters<typeof workflowAnswer>[0] } = {},
) {
  const detail = buildCaseDetail({}, summary);
  const api = mockApi({
    'GET /api/org/workflow': { body: { success: true, data: workflowAnswer(settings) } },
    'GET /api/org/permissions': { body: { success: true, data: permissionsAnswer(roles) } },
    [`POST /api/cases/${detail.id}/workflow`]: {
      body: {
        success: true,
        message: 'Case moved',
        data: { workflow_step: 'data_entry', status: 'progress' },
      },
    },
  });
  renderPage(<CaseWorkflowCard detail={detail} />);
  return { api, detail, user: userEvent.setup() };
}

describe('the case workflow card', () => {
  it('shows the organisation’s steps, the current one and its assignee', async () => {
    start(
      { workflow_step: 'data_entry', assignee_name: 'Rita Reviewer' },
      { settings: { medical_review: false } },
    );
    const steps = await screen.findByRole('list', { name: 'Workflow steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['Book-in', 'Data entry', 'Quality check', 'Complete']);
    expect(within(steps).getByText('Data entry').getAttribute('aria-current')).toBe('step');
    expect(screen.getByText('Rita Reviewer')).toBeTruthy();
    expect(screen.getByText('Next: Quality check')).toBeTruthy();
  });

  it('moves the case on with the next step’s action', async () => {
    const { api, detail, user } = start({ workflow_step: 'book_in' });
    await user.click(await screen.findByRole('button', { name: 'Start data entry' }));
    await waitFor(() => expect(api.find('POST', `/api/cases/${detail.id}/workflow`)).toHaveLength(1));
    expect(api.find('POST', `/api/cases/${detail.id}/workflow`)[0]?.body).toEqual({ direction: 'forward' });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Case moved to Data entry'));
  });

  it('disables passing QC for a technician, naming the permission she lacks', async () => {
    start({ workflow_step: 'quality_check', data_entry_by: 'someone-else' });
    const pass = await screen.findByRole('button', { name: 'Pass quality check' });
    await waitFor(() => expect(pass.hasAttribute('disabled')).toBe(true));
    expect(screen.getAllByText('Needs the permission “Pass quality check”').length).toBeGreaterThan(0);
  });

  it('keeps the author from passing QC and tells her why', async () => {
    start({ workflow_step: 'quality_check', data_entry_by: testUser.id }, { roles: ['manager'] });
    expect(
      await screen.findByText('You did the data entry: another reviewer passes the quality check.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pass quality check' }).hasAttribute('disabled')).toBe(true);
  });

  it('asks for the reason before sending a case back from QC', async () => {
    const { api, detail, user } = start(
      { workflow_step: 'quality_check', data_entry_by: 'someone-else' },
      { roles: ['manager'] },
    );
    await user.click(await screen.findByRole('button', { name: 'Send back to Data entry' }));
    const send = screen.getByRole('button', { name: 'Send back' });
    expect(send.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Reason for sending back' }), 'Dose unit missing');
    await user.click(send);
    await waitFor(() =>
      expect(api.find('POST', `/api/cases/${detail.id}/workflow`)[0]?.body).toEqual({
        direction: 'back',
        reason: 'Dose unit missing',
      }),
    );
  });
});
