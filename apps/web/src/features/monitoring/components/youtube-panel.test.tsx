import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  addAnswer,
  buildEntry,
  deleteAnswer,
  buildSyncSummary,
  holdCalls,
  sourcesAnswer,
} from '@/test/monitoring/monitoring-fixtures.ts';
import {
  addEntry,
  confirmDelete,
  progress,
  renderPanel,
  watchNotices,
  type PanelRoutes,
} from '@/test/monitoring/panel-harness.tsx';
import { TvMinimalPlay } from 'lucide-react';
import { usePreferences } from '@/lib/preferences-store.ts';
import { monitoredPanel } from '../monitored-panels.tsx';

const YoutubePanel = monitoredPanel('youtube', TvMinimalPlay);

const { success, failure, info } = watchNotices();

const channel = buildEntry({
  id: '9a0e3c52-7d2b-4f4e-8d1a-5b6c7d8e9f00',
  source: 'youtube',
  key: 'GoogleDevelopers',
  last_sync: buildSyncSummary({
    outcome: 'partial',
    added: 5,
    existing: 1,
    warnings: ['Replies of 2 threads could not be read (comments disabled)'],
  }),
});

function start(routes: PanelRoutes = {}) {
  return renderPanel(<YoutubePanel />, {
    'GET /api/sources': { body: sourcesAnswer([channel]) },
    'POST /api/youtube/comments': { body: addAnswer('pfizer') },
    'DELETE /api/youtube/': { body: deleteAnswer(6) },
    'PATCH /api/sources/': { body: { success: true, data: { ...channel, schedule: 'weekly' } } },
    'POST /api/sources/': {
      body: { success: true, message: 'Synced', data: buildSyncSummary({ added: 3 }) },
    },
    ...routes,
  });
}

const channelInput = () => screen.getByLabelText('YouTube channel username');

describe('YouTube panel: add a channel (SPEC §4.3, §8)', () => {
  it('loads the comments at 15%, reaches 100% and stays on the panel', async () => {
    const { api, router } = start();
    await screen.findByRole('link', { name: 'GoogleDevelopers' });
    const load = holdCalls(api, 'POST /api/youtube/comments');
    addEntry(channelInput(), ' @pfizer ');
    await waitFor(() => expect(load.count()).toBe(1));
    expect(progress()).toBe('15');
    load.release();
    await waitFor(() => expect(success).toHaveBeenCalledWith('YouTube comments added'));
    await waitFor(() => expect(progress()).toBe('100'));
    expect(api.find('POST', '/api/youtube/comments')[0]?.body).toEqual({ username: 'pfizer' });
    expect(router.state.location.pathname).toBe('/settings');
    expect((channelInput() as HTMLInputElement).value).toBe('');
  });

  it("resets to 0 with 'Failed to add YouTube comments' when the call fails", async () => {
    start({
      'POST /api/youtube/comments': { status: 403, body: { error: 'The YouTube quota is exhausted' } },
    });
    await screen.findByRole('link', { name: 'GoogleDevelopers' });
    addEntry(channelInput(), 'pfizer');
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('Failed to add YouTube comments: The YouTube quota is exhausted'),
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('deletes a channel in two steps', async () => {
    const { api } = start();
    const row = await screen.findByRole('listitem', { name: 'GoogleDevelopers' });
    confirmDelete(row, 'GoogleDevelopers');
    // The second step says what happens: monitoring stops and the items are archived, not deleted (decision 0035).
    expect(within(row).getByText('Stop monitoring and archive 10 items?')).toBeTruthy();
    expect(
      within(row).getByRole('button', { name: 'Confirm' }).getAttribute('aria-describedby'),
    ).toBeTruthy();
    await waitFor(() => expect(success).toHaveBeenCalledWith('YouTube channel deleted successfully'));
    expect(api.find('DELETE', '/api/youtube/GoogleDevelopers')).toHaveLength(1);
  });

  it("shows 'Failed to delete YouTube channel' when the delete fails", async () => {
    start({ 'DELETE /api/youtube/': { status: 500, body: { error: 'boom' } } });
    const row = await screen.findByRole('listitem', { name: 'GoogleDevelopers' });
    confirmDelete(row, 'GoogleDevelopers');
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Failed to delete YouTube channel'));
  });
});

describe('YouTube panel: removing a channel archives its items (decision 0035)', () => {
  afterEach(() => usePreferences.setState({ language: 'en' }));

  it('names the count before Confirm, and one item in the singular', async () => {
    renderPanel(<YoutubePanel />, {
      'GET /api/sources': { body: sourcesAnswer([{ ...channel, item_count: 1 }]) },
    });
    const row = await screen.findByRole('listitem', { name: 'GoogleDevelopers' });
    fireEvent.click(within(row).getByRole('button', { name: 'Delete GoogleDevelopers' }));
    const warning = within(row).getByText('Stop monitoring and archive 1 item?');
    const confirm = within(row).getByRole('button', { name: 'Confirm' });
    expect(confirm.getAttribute('aria-describedby')).toBe(warning.id);
  });

  it('says it in Spanish', async () => {
    usePreferences.setState({ language: 'es' });
    start();
    const row = await screen.findByRole('listitem', { name: 'GoogleDevelopers' });
    fireEvent.click(await within(row).findByRole('button', { name: 'Eliminar GoogleDevelopers' }));
    expect(within(row).getByText('¿Dejar de monitorizar y archivar 10 elementos?')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Confirmar' })).toBeTruthy();
  });
});

describe('YouTube panel: scheduled monitoring', () => {
  it('shows the last sync result and the warnings of a partial sync', async () => {
    start();
    const row = await screen.findByRole('listitem', { name: 'GoogleDevelopers' });
    expect(within(row).getByText(/5 new, 1 already imported/)).toBeTruthy();
    expect(within(row).getByText(/warnings: 1/)).toBeTruthy();
    expect(within(row).getByText('Replies of 2 threads could not be read (comments disabled)')).toBeTruthy();
  });

  it('changes the schedule with PATCH /sources/{id}', async () => {
    const { api } = start();
    const select = await screen.findByRole('combobox', { name: 'Sync schedule of GoogleDevelopers' });
    expect((select as HTMLSelectElement).value).toBe('daily');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Off', 'Daily', 'Weekly']);
    fireEvent.change(select, { target: { value: 'weekly' } });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Sync schedule updated'));
    expect(api.find('PATCH', `/api/sources/${channel.id}`)[0]?.body).toEqual({ schedule: 'weekly' });
  });

  it('syncs now and says how many items were added', async () => {
    const { api } = start();
    fireEvent.click(await screen.findByRole('button', { name: 'Sync GoogleDevelopers now' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Sync finished: 3 new items'));
    expect(api.find('POST', `/api/sources/${channel.id}/sync`)).toHaveLength(1);
  });

  it('reports a partial sync now with its warnings, and a failed one with its reason', async () => {
    const replies = [
      buildSyncSummary({ outcome: 'partial', added: 1, warnings: ['Video abc has comments disabled'] }),
      buildSyncSummary({ outcome: 'failed', added: 0, error: 'quotaExceeded' }),
    ];
    start({
      'POST /api/sources/': () => ({ body: { success: true, message: 'Synced', data: replies.shift() } }),
    });
    const button = await screen.findByRole('button', { name: 'Sync GoogleDevelopers now' });
    fireEvent.click(button);
    await waitFor(() =>
      expect(info).toHaveBeenCalledWith('Some records could not be read: Video abc has comments disabled'),
    );
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    fireEvent.click(button);
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Sync failed: quotaExceeded'));
  });
});
