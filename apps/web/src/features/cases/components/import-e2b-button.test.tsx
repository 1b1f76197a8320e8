import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notify } from '@/lib/notify.ts';
import { mockApi } from '@/test/api-mock.ts';
import { renderPage } from '@/test/render.tsx';
import { ImportE2bButton } from './import-e2b-button.tsx';

const failure = vi.spyOn(notify, 'error');
beforeEach(() => failure.mockReset());

const pick = (name: string) =>
  fireEvent.change(screen.getByTestId('import-e2b-input'), {
    target: { files: [new File(['<ichicsr/>'], name, { type: 'application/xml' })] },
  });

describe('Import E2B file', () => {
  it('posts the file as multipart field "file" and opens the new case', async () => {
    const api = mockApi({
      'POST /api/cases/import': { body: { success: true, id: 'case-9', format: 'r3' } },
    });
    const { router } = renderPage(<ImportE2bButton />, { path: '/cases', pattern: '/cases' });
    expect(screen.getByRole('button', { name: 'Import E2B file' })).toBeTruthy();
    pick('report.xml');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cases/case-9'));
    const body = api.find('POST', '/api/cases/import')[0]?.body as FormData;
    expect((body.get('file') as File).name).toBe('report.xml');
  });

  it('shows the server’s reason when the file is refused', async () => {
    mockApi({
      'POST /api/cases/import': {
        status: 400,
        body: { error: 'The file declares entities, which are not accepted', code: 'e2b_entities' },
      },
    });
    renderPage(<ImportE2bButton />, { path: '/cases', pattern: '/cases' });
    pick('hostile.xml');
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('The file declares entities, which are not accepted'),
    );
  });
});
