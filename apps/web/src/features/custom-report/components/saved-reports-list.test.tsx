import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { mockApi } from '@/test/api-mock.ts';
import { renderPage } from '@/test/render.tsx';
import '../lib/custom-report-texts.ts';
import { SavedReportsList } from './saved-reports-list.tsx';

afterEach(() => vi.unstubAllGlobals());

const definition = {
  subject: 'items',
  filters: { sources: ['email'], flags: [], status: 'all' },
  columns: ['id', 'title'],
};

const saved = (id: string, name: string, stored: object | null) => ({
  id,
  name,
  definition: stored,
  created_by: 'user-1',
  created_by_name: 'Alice Reviewer',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  can_edit: true,
});

describe('saved reports list', () => {
  it('opens a valid report, and lists an outdated one with why and no way to run it', async () => {
    mockApi({
      'GET /api/custom-reports': {
        body: { reports: [saved('r1', 'E-mails', definition), saved('r2', 'Old report', null)] },
      },
    });
    const onOpen = vi.fn();
    renderPage(<SavedReportsList currentId={null} onOpen={onOpen} onDeleted={() => undefined} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Open and run E-mails' }));
    expect(onOpen).toHaveBeenCalledWith(definition, 'r1');
    expect(screen.getByText('Old report')).toBeTruthy();
    expect(screen.getByText(/Saved by an earlier version with options that no longer exist/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open and run Old report' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /Delete/ })).toHaveLength(2);
  });
});
