import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notify } from '@/lib/notify.ts';
import { usePreferences } from '@/lib/preferences-store.ts';
import { renderPage } from '@/test/render.tsx';
import { buildCaseDetail, mockCaseApi, prefilled } from '@/test/cases/case-fixtures.ts';
import { CasePage } from './case-page.tsx';

const CASE_ID = 'case-0001-7f3a9';
const success = vi.spyOn(notify, 'success');
const failure = vi.spyOn(notify, 'error');
beforeEach(() => {
  success.mockReset();
  failure.mockReset();
});
afterEach(() => usePreferences.getState().setLanguage('en'));

async function start(reply?: Parameters<typeof mockCaseApi>[1]) {
  const api = mockCaseApi(buildCaseDetail({ ...prefilled, case_narrative: 'Old text.' }), reply);
  renderPage(<CasePage />, { path: `/cases/${CASE_ID}`, pattern: '/cases/:id' });
  await screen.findByRole('heading', { level: 1, name: /7f3a9/ });
  return api;
}

/** By its spec name (caseNarrative), whatever the language of its label. */
const narrativeField = () => document.getElementById('caseNarrative') as HTMLTextAreaElement;
const drafts = (api: Awaited<ReturnType<typeof start>>) =>
  api.find('POST', `/api/cases/${CASE_ID}/narrative-draft`);

// The whole case page renders, as the reviewer sees it: its first render in a fresh worker is slow on a busy machine.
describe('case page: Draft narrative from the case', { timeout: 60_000 }, () => {
  it('asks for the draft in the reader’s language, puts it in the narrative and saves it', async () => {
    const api = await start();
    fireEvent.click(screen.getByRole('button', { name: 'Draft narrative from the case' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Replace with a draft' }));
    await waitFor(() => expect(narrativeField().value).toBe('Drafted narrative (en).'));
    expect(drafts(api).map((call) => call.body)).toEqual([{ language: 'en' }]);
    await waitFor(() =>
      expect(api.find('PUT', `/api/case/${CASE_ID}`).map((call) => call.body)).toContainEqual({
        case_narrative: 'Drafted narrative (en).',
      }),
    );
    expect(success).toHaveBeenCalledWith('Narrative drafted from the case: check and edit it');
  });

  it('asks in Spanish when the reader reads Spanish', async () => {
    usePreferences.getState().setLanguage('es');
    const api = await start();
    fireEvent.click(await screen.findByRole('button', { name: 'Redactar la narrativa a partir del caso' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sustituir por un borrador' }));
    await waitFor(() => expect(narrativeField().value).toBe('Drafted narrative (es).'));
    expect(drafts(api).map((call) => call.body)).toEqual([{ language: 'es' }]);
  });

  it('keeps the narrative as it was and says so when the draft cannot be made', async () => {
    const api = await start();
    fireEvent.click(screen.getByRole('button', { name: 'Draft narrative from the case' }));
    const replace = await screen.findByRole('button', { name: 'Replace with a draft' });
    vi.spyOn(globalThis, 'fetch').mockImplementationOnce(() =>
      Promise.resolve(Response.json({ error: 'Case not found', code: 'case_not_found' }, { status: 404 })),
    );
    fireEvent.click(replace);
    await waitFor(() => expect(failure).toHaveBeenCalledWith('The narrative could not be drafted'));
    expect(narrativeField().value).toBe('Old text.');
    expect(api.find('PUT', `/api/case/${CASE_ID}`)).toEqual([]);
  });

  it('asks before replacing a narrative already written, and Cancel keeps it without asking the server', async () => {
    const api = await start();
    fireEvent.click(screen.getByRole('button', { name: 'Draft narrative from the case' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Replace the narrative?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(drafts(api)).toEqual([]);
    expect(narrativeField().value).toBe('Old text.');
  });
});
