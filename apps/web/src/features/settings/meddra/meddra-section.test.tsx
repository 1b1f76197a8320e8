import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MeddraRelease } from '@vigila/domain';
import { Accordion } from '@/components/ui/accordion.tsx';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { notify } from '@/lib/notify.ts';
import { mockApi } from '@/test/api-mock.ts';
import { renderPage, testUser } from '@/test/render.tsx';
import { MeddraSection } from './meddra-section.tsx';

const success = vi.spyOn(notify, 'success');
const failure = vi.spyOn(notify, 'error');
beforeEach(() => {
  success.mockReset();
  failure.mockReset();
});

const release = (overrides: Partial<MeddraRelease> = {}): MeddraRelease => ({
  id: 'rel-1',
  version: '27.1',
  language: 'en',
  uploaded_by: 'user-1',
  uploaded_at: '2026-03-01T00:00:00Z',
  active: true,
  llt_count: 79,
  ...overrides,
});

const ascFiles = (names: string[]) =>
  names.map((name) => new File([`${name}$`], name, { type: 'text/plain' }));
const ALL = ['llt.asc', 'pt.asc', 'hlt.asc', 'hlgt.asc', 'soc.asc', 'mdhier.asc'];

function start(roles: string[], releases: MeddraRelease[], uploadStatus = 200) {
  const api = mockApi({
    'GET /api/meddra/releases': { body: { success: true, data: releases } },
    'POST /api/meddra/releases': {
      status: uploadStatus,
      body:
        uploadStatus === 200
          ? { success: true, data: release({ id: 'rel-2', version: '27.2' }) }
          : {
              error: 'This MedDRA release cannot be loaded: llt.asc line 12: expected 11 fields, found 3',
              code: 'validation',
            },
    },
  });
  const view = renderPage(
    <Accordion type="multiple" defaultValue={['meddra']}>
      <MeddraSection />
    </Accordion>,
  );
  // renderPage signs the test user in; the roles under test replace theirs.
  useAuthStore
    .getState()
    .setAuth({ ...testUser, roles, role: roles[0] ?? '' }, 'token-1', Date.now() + 3_600_000);
  return { api, ...view };
}

describe('Settings → MedDRA (issue 13)', () => {
  it('lists the releases, the one in use marked, and tells a technician only admins load them', async () => {
    start(['technician'], [release({ id: 'rel-2', version: '27.2' }), release({ active: false })]);
    expect(await screen.findByText('Only owners and admins can load a release.')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Releases' });
    expect(list.textContent).toContain('27.2 · English · 79 LLTs');
    expect(screen.getByText('In use')).toBeTruthy();
    expect(screen.getByText('Replaced')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload release' })).toBeNull();
  });

  it('says fields stay free text without a release', async () => {
    start(['admin'], []);
    expect(await screen.findByText(/No MedDRA release loaded/)).toBeTruthy();
  });

  it('names missing files, then uploads the six files with version and language', async () => {
    const { api } = start(['admin'], []);
    const picker = await screen.findByLabelText('Release files');
    fireEvent.change(picker, { target: { files: ascFiles(['llt.asc', 'pt.asc']) } });
    expect(await screen.findByText('Missing: hlt.asc, hlgt.asc, soc.asc, mdhier.asc')).toBeTruthy();
    fireEvent.change(picker, { target: { files: ascFiles(ALL.map((name) => name.toUpperCase())) } });
    fireEvent.change(screen.getByLabelText('Version'), { target: { value: '27.2' } });
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'es' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload release' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('MedDRA 27.2 loaded (79 LLTs)'));
    const [call] = api.find('POST', '/api/meddra/releases');
    const form = call?.body as FormData;
    expect(form.get('version')).toBe('27.2');
    expect(form.get('language')).toBe('es');
    expect(
      ['llt', 'pt', 'hlt', 'hlgt', 'soc', 'mdhier'].map((field) => (form.get(field) as File).name),
    ).toEqual(ALL);
  });

  it('shows the server’s reason when a release is refused', async () => {
    start(['owner'], [], 400);
    fireEvent.change(await screen.findByLabelText('Release files'), { target: { files: ascFiles(ALL) } });
    fireEvent.change(screen.getByLabelText('Version'), { target: { value: '27.2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload release' }));
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith(
        'The release was not loaded: This MedDRA release cannot be loaded: llt.asc line 12: expected 11 fields, found 3',
      ),
    );
  });
});
