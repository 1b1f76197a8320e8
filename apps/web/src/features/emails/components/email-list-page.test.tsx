import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@/test/api-mock.ts';
import { buildEmail, counts, page } from '@/test/builders.ts';
import { renderPage } from '@/test/render.tsx';
import { EmailListPage } from './email-list-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function start(path = '/emails', emails = [buildEmail()]) {
  const api = mockApi({
    'GET /api/emails/counts': { body: counts() },
    'GET /api/emails': { body: { success: true, data: emails, pagination: page(emails.length) } },
  });
  const view = renderPage(<EmailListPage />, { path, pattern: '/emails' });
  return { api, ...view };
}

describe('e-mail list: tiles and the query string', () => {
  it('shows the five tiles with the source total name and the counts, pending selected by default', async () => {
    start();
    const tiles = screen.getByRole('group', { name: 'Review status' });
    expect(await within(tiles).findByText('9')).toBeTruthy();
    const names = within(tiles)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(['Triage (AI)1', 'Pending2', 'Needs Review3', 'Non Relevant4', 'Total Emails9']);
    expect(
      within(tiles)
        .getByRole('button', { name: /Pending/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await screen.findByRole('link', { name: 'Rash after Amoxil' })).toBeTruthy();
  });

  it('asks the server for one page of pending e-mails and counts without a status', async () => {
    const { api } = start();
    await screen.findByRole('link', { name: 'Rash after Amoxil' });
    const [list] = api.find('GET', '/api/emails');
    expect(list?.query.get('status')).toBe('pending');
    expect(list?.query.get('page')).toBe('1');
    const [countCall] = api.find('GET', '/api/emails/counts');
    expect(countCall?.query.has('status')).toBe(false);
  });

  it('a tile click writes status and ai_triage to the URL and reloads the list', async () => {
    const { api, router } = start();
    await screen.findByRole('link', { name: 'Rash after Amoxil' });
    const tiles = within(screen.getByRole('group', { name: 'Review status' }));
    fireEvent.click(tiles.getByRole('button', { name: /Needs Review/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?ai_triage=false&status=needs_review'));
    await waitFor(() =>
      expect(api.find('GET', '/api/emails').at(-1)?.query.get('status')).toBe('needs_review'),
    );
    fireEvent.click(tiles.getByRole('button', { name: /Triage \(AI\)/ }));
    await waitFor(() => expect(api.find('GET', '/api/emails').at(-1)?.query.get('ai_triage')).toBe('true'));
    expect(tiles.getByRole('button', { name: /Triage \(AI\)/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('arriving with a sub-list parameter selects the AI triage tile', async () => {
    const { api } = start('/emails?username=inbox');
    await screen.findByRole('link', { name: 'Rash after Amoxil' });
    expect(screen.getByRole('button', { name: /Triage \(AI\)/ }).getAttribute('aria-pressed')).toBe('true');
    expect(api.find('GET', '/api/emails')[0]?.query.get('source_key')).toBe('inbox');
  });
});

describe('e-mail list: filter bar', () => {
  it('opens the filters, and sends the flags, the date filter and the search text', async () => {
    const { api, router } = start();
    await screen.findByRole('link', { name: 'Rash after Amoxil' });
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'ADR' }));
    fireEvent.change(screen.getByLabelText('Date filter'), { target: { value: 'before' } });
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'rash' } });
    await waitFor(() => expect(router.state.location.search).toContain('q=rash'), { timeout: 2000 });
    const last = api.find('GET', '/api/emails').at(-1);
    await waitFor(() => expect(api.find('GET', '/api/emails').at(-1)?.query.get('q')).toBe('rash'));
    expect(last?.query.get('flags')).toBe('adr');
    expect(api.find('GET', '/api/emails').at(-1)?.query.get('date_mode')).toBe('before');
    expect(api.find('GET', '/api/emails').at(-1)?.query.get('date')).toBe('2026-03-01');
    expect(screen.getByRole('button', { name: /Filters/ }).textContent).toContain('3 active');

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when nothing matches the filters, and offers to clear them', async () => {
    start('/emails?q=nothing', []);
    expect(await screen.findByText('Nothing matches these filters')).toBeTruthy();
  });

  it('shows the empty text of each selection', async () => {
    start('/emails', []);
    expect(await screen.findByText('No emails found')).toBeTruthy();
    expect(screen.getByText('You are all caught up! 🎉')).toBeTruthy();
  });

  it("shows 'Failed to fetch emails' with the server's error and a retry", async () => {
    mockApi({
      'GET /api/emails/counts': { body: counts() },
      'GET /api/emails': { status: 500, body: { error: 'Database unavailable' } },
    });
    renderPage(<EmailListPage />, { path: '/emails', pattern: '/emails' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch emails');
    expect(alert.textContent).toContain('Database unavailable');
  });
});
