import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ArchivedItemsResponse, RetentionResponse } from '@vigila/domain';
import { Accordion } from '@/components/ui/accordion.tsx';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { notify } from '@/lib/notify.ts';
import { usePreferences } from '@/lib/preferences-store.ts';
import { mockApi } from '@/test/api-mock.ts';
import { renderPage, testUser } from '@/test/render.tsx';
import { RetentionSection } from './retention-section.tsx';

const success = vi.spyOn(notify, 'success');
beforeEach(() => success.mockReset());
afterEach(() => usePreferences.setState({ language: 'en' }));

const setting = (overrides: Partial<RetentionResponse> = {}): RetentionResponse => ({
  purge_archived_after_days: null,
  updated_at: null,
  can_manage: true,
  archived_items: 3,
  purgeable_items: 0,
  ...overrides,
});

const archive: ArchivedItemsResponse = {
  channels: [
    { source: 'youtube', source_key: 'chromedevs', archived_items: 2, archived_at: '2026-03-01T00:00:00Z' },
  ],
  items: [
    {
      id: 'item-1',
      source: 'youtube',
      source_key: 'chromedevs',
      external_id: 'c1',
      detail_path: '/youtube/chromedevs/comment/c1',
      title: 'Headache after the vaccine',
      archived_at: '2026-03-01T00:00:00Z',
      archived_reason: 'source_removed',
      purged_at: null,
      has_case: true,
    },
  ],
};

function start(answer: RetentionResponse, roles = ['owner']) {
  const api = mockApi({
    'GET /api/retention': { body: answer },
    'PUT /api/retention': { body: { ...answer, purge_archived_after_days: 365 } },
    'POST /api/retention/purge': { body: { success: true, purged_items: answer.purgeable_items } },
    'GET /api/archived-items': { body: archive },
  });
  const view = renderPage(
    <Accordion type="multiple" defaultValue={['retention']}>
      <RetentionSection />
    </Accordion>,
  );
  useAuthStore
    .getState()
    .setAuth({ ...testUser, roles, role: roles[0] ?? '' }, 'token-1', Date.now() + 3_600_000);
  return { api, ...view };
}

describe('Settings → Data retention (decision 0035)', () => {
  it('keeps everything by default; an owner sets a period, sent as days', async () => {
    const { api } = start(setting());
    const period = await screen.findByLabelText('Purge archived items after');
    expect((period as HTMLSelectElement).value).toBe('never');
    expect(screen.getByRole('option', { name: 'Never (keep everything)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Purge/ })).toBeNull(); // no period: nothing may be purged
    fireEvent.change(period, { target: { value: '365' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Data retention updated'));
    expect(api.find('PUT', '/api/retention')[0]?.body).toEqual({ purge_archived_after_days: 365 });
  });

  it('an owner purges what is past the period, with the count on the button', async () => {
    const { api } = start(setting({ purge_archived_after_days: 30, purgeable_items: 2 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Purge 2 archived items' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Purged 2 archived items'));
    expect(api.find('POST', '/api/retention/purge')).toHaveLength(1);
  });

  it('a non-owner reads the setting and the archive but changes nothing', async () => {
    start(setting({ can_manage: false, purge_archived_after_days: 30, purgeable_items: 2 }), ['admin']);
    const period = await screen.findByLabelText('Purge archived items after');
    expect((period as HTMLSelectElement).disabled).toBe(true);
    expect(
      screen.getByText(
        'Changing data retention and purging archived items need the permission “Purge archived items” (owners by default).',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Purge/ })).toBeNull();
  });

  it('lists removed channels and archived items, each opening its page', async () => {
    start(setting());
    const link = await screen.findByRole('link', { name: 'Headache after the vaccine' });
    expect(link.getAttribute('href')).toBe('/youtube/chromedevs/comment/c1');
    expect(screen.getByText('chromedevs: 2 archived items')).toBeTruthy();
    expect(screen.getByText('has a case')).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    usePreferences.setState({ language: 'es' });
    start(setting({ purge_archived_after_days: 30, purgeable_items: 1 }));
    expect(await screen.findByText('Conservación de datos')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Purgar 1 elemento archivado' })).toBeTruthy();
    expect(screen.getByText('Canales quitados')).toBeTruthy();
  });
});
