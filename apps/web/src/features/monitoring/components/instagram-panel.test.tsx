import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  addAnswer,
  analyzeAnswer,
  buildEntry,
  deleteAnswer,
  holdCalls,
  sourcesAnswer,
} from '@/test/monitoring/monitoring-fixtures.ts';
import {
  addButton,
  addEntry,
  confirmDelete,
  progress,
  renderPanel,
  watchNotices,
  type PanelRoutes,
} from '@/test/monitoring/panel-harness.tsx';
import { Camera } from 'lucide-react';
import { monitoredPanel } from '../monitored-panels.tsx';

const InstagramPanel = monitoredPanel('instagram', Camera);

const { success, failure, info } = watchNotices();

const profile = buildEntry({ source: 'instagram', key: 'pharma.co', item_count: 7, pending_count: 3 });

function start(routes: PanelRoutes = {}) {
  return renderPanel(<InstagramPanel />, {
    'GET /api/sources': { body: sourcesAnswer([profile]) },
    'POST /api/scrape-instagram': { body: addAnswer('pharma.co') },
    'POST /api/analyze-instagram': { body: analyzeAnswer },
    'DELETE /api/instagram/accounts/': { body: deleteAnswer(7) },
    ...routes,
  });
}

const input = () => screen.getByLabelText('Instagram profile handle or URL');

describe('Instagram panel (SPEC §2.4, §2.6, §4.3, §8)', () => {
  it('shows the connector status, the two counts and the monitored profiles', async () => {
    start();
    expect(await screen.findByText('7 total')).toBeTruthy();
    expect(screen.getByText('3 pending')).toBeTruthy();
    expect(screen.getByText('active')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'pharma.co' }).getAttribute('href')).toBe('/instagram/pharma.co');
  });

  it('says what is missing when the connector needs setting up, and does not let anyone add', async () => {
    start({
      'GET /api/sources': {
        body: sourcesAnswer([], {
          instagram: { status: 'setup-required', missing: 'APIFY_TOKEN is not set on the server' },
        }),
      },
    });
    expect(await screen.findByText('Setup required: APIFY_TOKEN is not set on the server')).toBeTruthy();
    expect(screen.getByText('setup-required')).toBeTruthy();
    fireEvent.change(input(), { target: { value: 'pharma.co' } });
    expect(addButton()).toHaveProperty('disabled', true);
  });

  it('keeps the button disabled while the input is empty after trimming', async () => {
    start();
    await screen.findByText('7 total');
    expect(addButton()).toHaveProperty('disabled', true);
    fireEvent.change(input(), { target: { value: '   ' } });
    expect(addButton()).toHaveProperty('disabled', true);
    fireEvent.change(input(), { target: { value: '@Pharma.Co' } });
    expect(addButton()).toHaveProperty('disabled', false);
  });

  it('scrapes at 15%, analyses at 50%, then refetches and opens the profile', async () => {
    const { api, router } = start();
    await screen.findByText('7 total');
    const scrape = holdCalls(api, 'POST /api/scrape-instagram');
    addEntry(input(), ' https://www.instagram.com/Pharma.Co/ ');
    await waitFor(() => expect(scrape.count()).toBe(1));
    expect(progress()).toBe('15');
    expect(screen.getByRole('button', { name: 'Adding…' })).toHaveProperty('disabled', true);

    const analyze = holdCalls(api, 'POST /api/analyze-instagram');
    scrape.release();
    await waitFor(() => expect(analyze.count()).toBe(1));
    expect(progress()).toBe('50');
    expect(success).toHaveBeenCalledWith('Instagram profile added successfully');

    const refetch = holdCalls(api, 'GET /api/sources');
    analyze.release();
    await waitFor(() => expect(refetch.count()).toBe(1));
    expect(progress()).toBe('100');
    expect(router.state.location.pathname).toBe('/settings');
    refetch.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/instagram/pharma.co'));
    expect(api.find('POST', '/api/scrape-instagram')[0]?.body).toEqual({
      profileUrl: 'https://www.instagram.com/Pharma.Co/',
    });
    expect(api.find('POST', '/api/analyze-instagram')).toHaveLength(1);
    expect(failure).not.toHaveBeenCalled();
  });

  it("resets the progress to 0 with 'Failed to add Instagram profile' when the scrape fails", async () => {
    const { api, router } = start({
      'POST /api/scrape-instagram': { status: 502, body: { error: 'The profile could not be read' } },
    });
    await screen.findByText('7 total');
    addEntry(input(), 'pharma.co');
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('Failed to add Instagram profile: The profile could not be read'),
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(api.find('POST', '/api/analyze-instagram')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/settings');
    expect((input() as HTMLInputElement).value).toBe('pharma.co');
  });

  it("shows 'Failed to analyze Instagram data' when the analysis fails, and stays", async () => {
    const { router } = start({ 'POST /api/analyze-instagram': { status: 500, body: '' } });
    await screen.findByText('7 total');
    addEntry(input(), 'pharma.co');
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Failed to analyze Instagram data: HTTP 500'));
    expect(success).toHaveBeenCalledWith('Instagram profile added successfully');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('shows the warnings of a partial scrape so nothing is silently half-imported', async () => {
    const { router } = start({
      'POST /api/scrape-instagram': {
        body: addAnswer('pharma.co', {
          outcome: 'partial',
          warnings: ['Comments of 2 posts could not be read'],
        }),
      },
    });
    await screen.findByText('7 total');
    addEntry(input(), 'pharma.co');
    await waitFor(() => expect(router.state.location.pathname).toBe('/instagram/pharma.co'));
    expect(info).toHaveBeenCalledWith(
      'Some records could not be read: Comments of 2 posts could not be read',
    );
  });

  it('deletes a profile in two steps: trash, then Confirm (or Cancel)', async () => {
    const { api } = start();
    const row = await screen.findByRole('listitem', { name: 'pharma.co' });
    fireEvent.click(within(row).getByRole('button', { name: 'Delete pharma.co' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    confirmDelete(row, 'pharma.co');
    await waitFor(() => expect(api.find('DELETE', '/api/instagram/accounts/pharma.co')).toHaveLength(1));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Instagram account deleted successfully'));
  });

  it("shows 'Failed to delete Instagram account' when the delete fails", async () => {
    start({ 'DELETE /api/instagram/accounts/': { status: 500, body: { error: 'boom' } } });
    const row = await screen.findByRole('listitem', { name: 'pharma.co' });
    confirmDelete(row, 'pharma.co');
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Failed to delete Instagram account'));
  });
});
