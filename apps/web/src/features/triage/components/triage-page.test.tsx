import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TriageItem } from '@vigila/domain';
import { mockApi } from '@/test/api-mock.ts';
import { buildHistory, page } from '@/test/builders.ts';
import { renderPage } from '@/test/render.tsx';
import { TriagePage } from './triage-page.tsx';

afterEach(() => vi.unstubAllGlobals());

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
  item('e1', 'email', 'First e-mail'),
  item('r1', 'recording', 'A call'),
  item('e2', 'email', 'Last one'),
];

function start() {
  const api = mockApi({
    'GET /api/triage': { body: { success: true, data: inbox, pagination: page(inbox.length) } },
    'POST /api/change-status': { body: { success: true, data: buildHistory() } },
  });
  const view = renderPage(<TriagePage />, { path: '/triage', pattern: '/triage' });
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

  it('n sets needs review and x non-relevant on the selected item, with its own reference type', async () => {
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
    await waitFor(() => expect(api.find('GET', '/api/triage').length).toBeGreaterThan(1));
    fireEvent.keyDown(window, { key: 'x' });
    await waitFor(() => expect(api.find('POST', '/api/change-status')).toHaveLength(2));
    expect(api.find('POST', '/api/change-status')[1]?.body).toMatchObject({
      reference_type: 'recording',
      status_id: 3,
    });
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

  it('says so when nothing is left to triage', async () => {
    mockApi({ 'GET /api/triage': { body: { success: true, data: [], pagination: page(0) } } });
    renderPage(<TriagePage />, { path: '/triage', pattern: '/triage' });
    expect(await screen.findByText('Nothing to triage')).toBeTruthy();
  });
});
