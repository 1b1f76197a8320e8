import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notify } from '@/lib/notify.ts';
import { mockApi } from '@/test/api-mock.ts';
import { permissionsAnswer } from '@/test/cases/case-fixtures.ts';
import { renderPage } from '@/test/render.tsx';
import { PossiblySeriousNotice } from './possibly-serious-notice.tsx';

const success = vi.spyOn(notify, 'success');
beforeEach(() => success.mockReset());

function start(role: 'manager' | 'technician', words: string[] | null = ['ended up in the ER']) {
  const api = mockApi({
    'GET /api/org/permissions': { body: { success: true, data: permissionsAnswer([role]) } },
    'POST /api/cases/case-1/downgrade-seriousness': {
      body: { success: true, message: 'Case downgraded to non-serious' },
    },
  });
  renderPage(<PossiblySeriousNotice caseId="case-1" words={words} />);
  return api;
}

describe('the possibly serious notice of a case (issue 27)', () => {
  it('says why the case is on the shorter clock, and a manager downgrades it with a reason', async () => {
    const api = start('manager');
    expect(screen.getByTestId('possibly-serious').textContent).toContain(
      'The report says “ended up in the ER”',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Downgrade to non-serious' }));
    const submit = screen.getAllByRole('button', { name: 'Downgrade to non-serious' }).at(-1);
    // No reason, no downgrade.
    expect(submit?.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Sent home the same night' } });
    fireEvent.click(submit as HTMLElement);
    await waitFor(() =>
      expect(api.find('POST', '/api/cases/case-1/downgrade-seriousness').at(-1)?.body).toEqual({
        reason: 'Sent home the same night',
      }),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('Case downgraded to non-serious'));
  });

  it('offers no downgrade to a technician, and shows nothing for a case that is not possibly serious', async () => {
    const api = start('technician');
    await waitFor(() => expect(api.find('GET', '/api/org/permissions')).toHaveLength(1));
    expect(screen.getByTestId('possibly-serious')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Downgrade to non-serious' })).toBeNull();
  });

  it('shows nothing once downgraded', () => {
    start('manager', null);
    expect(screen.queryByTestId('possibly-serious')).toBeNull();
  });
});
