import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from '@/components/ui/accordion.tsx';
import { mockApi } from '@/test/api-mock.ts';
import { renderPage } from '@/test/render.tsx';
import { permissionsAnswer, workflowAnswer } from '@/test/cases/case-fixtures.ts';
import { RolesPermissionsSection } from './roles-permissions-section.tsx';
import { WorkflowSettingsSection } from './workflow-settings-section.tsx';

function start(roles: string[]) {
  const api = mockApi({
    'GET /api/org/permissions': { body: { success: true, data: permissionsAnswer(roles) } },
    'PUT /api/org/permissions': { body: { success: true, message: 'Permission updated' } },
    'GET /api/org/workflow': { body: { success: true, data: workflowAnswer() } },
    'PUT /api/org/workflow': { body: { success: true, message: 'Workflow settings updated' } },
  });
  renderPage(
    <Accordion type="multiple" defaultValue={['roles-permissions', 'case-workflow']}>
      <RolesPermissionsSection />
      <WorkflowSettingsSection />
    </Accordion>,
  );
  return { api, user: userEvent.setup() };
}

const cell = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

describe('Settings → Roles and permissions', () => {
  it('shows the matrix: technicians neither remove channels nor complete cases; the owner keeps everything', async () => {
    start(['admin']);
    await screen.findByRole('table', { name: 'Permissions per role' });
    expect(cell('Technician: Remove a monitored channel').checked).toBe(false);
    expect(cell('Technician: Complete a case').checked).toBe(false);
    expect(cell('Manager: Complete a case').checked).toBe(true);
    expect(cell('Owner: Purge archived items').checked).toBe(true);
    expect(cell('Owner: Purge archived items').disabled).toBe(true);
    expect(cell('Technician: Complete a case').disabled).toBe(false);
  });

  it('saves one cell when an admin ticks it', async () => {
    const { api, user } = start(['admin']);
    await screen.findByRole('table', { name: 'Permissions per role' });
    await user.click(cell('Technician: Reassign a case'));
    await waitFor(() =>
      expect(api.find('PUT', '/api/org/permissions')[0]?.body).toEqual({
        role: 'technician',
        action: 'case.reassign',
        allowed: true,
      }),
    );
  });

  it('is read-only for a technician, saying who may change it', async () => {
    start(['technician']);
    await screen.findByRole('table', { name: 'Permissions per role' });
    expect(cell('Technician: Complete a case').disabled).toBe(true);
    expect(
      screen.getByText(
        'Only members with the permission “Edit roles and permissions” can change this table.',
      ),
    ).toBeTruthy();
    expect(cell('QC by a reviewer other than the author').disabled).toBe(true);
  });
});

describe('Settings → Case workflow', () => {
  it('turns medical review off with the other settings unchanged', async () => {
    const { api, user } = start(['owner']);
    await screen.findByText('Steps: Book-in → Data entry → Quality check → Medical review → Complete');
    await waitFor(() => expect(cell('Medical review step').disabled).toBe(false));
    await user.click(cell('Medical review step'));
    await waitFor(() =>
      expect(api.find('PUT', '/api/org/workflow')[0]?.body).toEqual({
        quality_check: true,
        medical_review: false,
        qc_by_other_reviewer: true,
      }),
    );
  });
});
