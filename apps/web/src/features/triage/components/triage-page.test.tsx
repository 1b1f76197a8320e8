import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_NON_RELEVANT_REASONS, type TriageItem } from '@vigila/domain';
import { UndoToast } from '@/review/components/undo-toast.tsx';
import { useUndoOffer } from '@/review/hooks/undo-offer.ts';
import { mockApi } from '@/test/api-mock.ts';
import { buildHistory, page } from '@/test/builders.ts';
import { renderPage } from '@/test/render.tsx';
import { TriagePage } from './triage-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  useUndoOffer.setState({ offer: null });
});

const item = (id: string, source: TriageItem['source'], title: string): TriageItem => ({
  id,
  source,
  source_key: null,
  title,
  excerpt: `${title} excerpt`,
  author: 'someone',
  published_at: '2026-03-01T10:00:00.000Z',
  adr: true,
  pqc: null,
  mi: null,
  detail_path: `/${source === 'email' ? 'emails' : 'recordings'}/${id}`,
});

const inbox = [
  { ...item('e1', 'email', 'First e-mail'), own_products: [{ id: 'p-1', name: 'Brufen' }] },
  { ...item('r1', 'recording', 'A call'), possibly_serious: true },
  item('e2', 'email', 'Last one'),
];

const counts = { sources: { email: 2, recording: 1 }, flags: { adr: 3, pqc: 0, mi: 0 } };

function start(path = '/triage') {
  const api = mockApi({
    'GET /api/triage': { body: { success: true, data: inbox, pagination: page(inbox.length), counts } },
    'GET /api/triage/reasons': {
      body: { success: true, data: DEFAULT_NON_RELEVANT_REASONS, customised: false },
    },
    'POST /api/change-status': { body: { success: true, data: buildHistory() } },
  });
  const view = renderPage(
    <>
      <TriagePage />
      <UndoToast />
    </>,
    { path, pattern: '/triage' },
  );
  return { api, ...view };
}

const selectedTitle = () => document.querySelector('[data-selected="true"] a')?.textContent;

describe('triage inbox keyboard (j/k, n, x, o)', () => {
  it('shows the shortcuts and selects the newest item first', async () => {
    start();
    expect(await screen.findByText('First e-mail')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Keyboard shortcuts' }).textContent).toContain('j / k move');
    expect(selectedTitle()).toBe('First e-mail');
    expect(screen.getByText('3 open flagged items')).toBeTruthy();
  });

  it('moves with j and k without leaving the list', async () => {
    start();
    await screen.findByText('First e-mail');
    fireEvent.keyDown(window, { key: 'k' });
    expect(selectedTitle()).toBe('First e-mail');
    fireEvent.keyDown(window, { key: 'j' });
    fireEvent.keyDown(window, { key: 'j' });
    fireEvent.keyDown(window, { key: 'j' });
    expect(selectedTitle()).toBe('Last one');
    fireEvent.keyDown(window, { key: 'k' });
    expect(selectedTitle()).toBe('A call');
  });

  it('n sets needs review and offers Undo; x asks for a reason first, on the selected item', async () => {
    const { api } = start();
    await screen.findByText('First e-mail');
    fireEvent.keyDown(window, { key: 'j' });
    fireEvent.keyDown(window, { key: 'n' });
    await waitFor(() => expect(api.find('POST', '/api/change-status')).toHaveLength(1));
    expect(api.find('POST', '/api/change-status')[0]?.body).toMatchObject({
      reference_id: 'r1',
      reference_type: 'recording',
      status_id: 2,
    });
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeTruthy();
    await waitFor(() => expect(api.find('GET', '/api/triage').length).toBeGreaterThan(1));
    fireEvent.keyDown(window, { key: 'x' });
    const dialog = await screen.findByRole('dialog', { name: 'Why is this item Non-relevant?' });
    // Keys typed while choosing do not triage.
    fireEvent.keyDown(window, { key: 'n' });
    expect(api.find('POST', '/api/change-status')).toHaveLength(1);
    const first = await within(dialog).findByRole('radio', { name: /Not about a medicinal product/ });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: '4' });
    fireEvent.submit(within(dialog).getByRole('button', { name: 'Mark Non-relevant' }));
    await waitFor(() => expect(api.find('POST', '/api/change-status')).toHaveLength(2));
    expect(api.find('POST', '/api/change-status')[1]?.body).toMatchObject({
      reference_id: 'r1',
      reference_type: 'recording',
      status_id: 3,
      reason_code: 'spam',
    });
  });

  it('sorts and filters on the server and keeps the choice in the URL', async () => {
    const { api, router } = start('/triage?flags=adr');
    await screen.findByText('First e-mail');
    expect(api.find('GET', '/api/triage')[0]?.query.get('flags')).toBe('adr');
    expect(screen.getByRole('checkbox', { name: 'ADR (3)' })).toHaveProperty('checked', true);
    expect(screen.getByRole('option', { name: 'Email (2)' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort' }), { target: { value: 'priority' } });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=priority&flags=adr'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Source' }), { target: { value: 'email' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'PQC (0)' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?sort=priority&source=email&flags=adr%2Cpqc'),
    );
    await waitFor(() => {
      const query = api.find('GET', '/api/triage').at(-1)?.query;
      expect([query?.get('sort'), query?.get('source'), query?.get('flags')]).toEqual([
        'priority',
        'email',
        'adr,pqc',
      ]);
    });
  });

  it('marks an item naming an own product and filters to own products on the server (decision 0042)', async () => {
    const { api, router } = start();
    await screen.findByText('First e-mail');
    expect(screen.getByText('Own product: Brufen')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Own products' }));
    await waitFor(() => expect(router.state.location.search).toBe('?own_products=true'));
    await waitFor(() =>
      expect(api.find('GET', '/api/triage').at(-1)?.query.get('own_products')).toBe('true'),
    );
  });

  it('marks a possibly serious item and filters by seriousness on the server (issue 27)', async () => {
    const { api, router } = start();
    await screen.findByText('A call');
    expect(screen.getAllByText('Possibly serious')).toHaveLength(2);
    fireEvent.change(screen.getByRole('combobox', { name: 'Seriousness' }), {
      target: { value: 'possibly_serious' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?seriousness=possibly_serious'));
    await waitFor(() =>
      expect(api.find('GET', '/api/triage').at(-1)?.query.get('seriousness')).toBe('possibly_serious'),
    );
  });

  it('o opens the selected item; keys typed in a field or with a modifier do nothing', async () => {
    const { router, api } = start();
    await screen.findByText('First e-mail');
    fireEvent.keyDown(window, { key: 'n', ctrlKey: true });
    const input = document.createElement('input');
    document.body.append(input);
    fireEvent.keyDown(input, { key: 'x' });
    input.remove();
    expect(api.find('POST', '/api/change-status')).toHaveLength(0);
    fireEvent.keyDown(window, { key: 'j' });
    fireEvent.keyDown(window, { key: 'o' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/recordings/r1'));
  });

  it('still triages by key after a filter checkbox was ticked (a letter does nothing in a checkbox)', async () => {
    const { api } = start();
    await screen.findByText('First e-mail');
    const checkbox = document.createElement('input');
    checkbox.type = 'checkbox';
    document.body.append(checkbox);
    fireEvent.keyDown(checkbox, { key: 'n' });
    checkbox.remove();
    await waitFor(() => expect(api.find('POST', '/api/change-status')).toHaveLength(1));
  });

  it('says so when nothing is left to triage', async () => {
    mockApi({ 'GET /api/triage': { body: { success: true, data: [], pagination: page(0) } } });
    renderPage(<TriagePage />, { path: '/triage', pattern: '/triage' });
    expect(await screen.findByText('Nothing to triage')).toBeTruthy();
  });
});
