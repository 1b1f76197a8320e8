import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@/test/api-mock.ts';
import { renderPage } from '@/test/render.tsx';
import { notify } from '@/lib/notify.ts';
import { buildCaseCounts, buildCaseSummary, casePage } from '@/test/cases/build-case.ts';
import { CasesPage } from './cases-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const longComment = `${'The patient reported a severe rash and swelling after the second dose. '.repeat(3)}End.`;

const rows = [
  buildCaseSummary({ id: 'case-0001-abcde', case_type: 'icsr', comment: longComment, serious: true }),
  buildCaseSummary({
    id: 'case-0002-fghij',
    status: 'progress',
    source: 'email',
    overdue: true,
    due_receiver: 'eu',
    updated_at: new Date(2025, 10, 22, 14, 5).toISOString(),
  }),
  buildCaseSummary({ id: 'case-0003-klmno', status: 'completed', case_type: 'special_situation' }),
];

function start(list: Parameters<typeof mockApi>[0][string] = { body: casePage(rows) }, path = '/cases') {
  const api = mockApi({
    'GET /api/cases/counts': { body: { success: true, data: buildCaseCounts() } },
    'GET /api/cases': list,
    'PUT /api/case/': { body: { success: true, message: 'Case type updated successfully' } },
  });
  const view = renderPage(<CasesPage />, { path, pattern: '/cases' });
  return { api, ...view };
}

const rowOf = (tail: string) =>
  within(screen.getByRole('link', { name: new RegExp(`Open case .*${tail}$`) }).closest('tr') as HTMLElement);

describe('cases list (SPEC §2.9)', () => {
  it('exports the cases with the filters in the URL', async () => {
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:csv' });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { api } = start({ body: casePage(rows) }, '/cases?status=progress&overdue=true');
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^cases-\d{4}-\d{2}-\d{2}\.csv$/);
    const [call] = api.find('GET', '/api/cases/export');
    expect(Object.fromEntries(call?.query ?? [])).toEqual({ status: 'progress', overdue: 'true' });
  });

  it('shows the count cards Total Cases, Open, In Progress, Closed and Overdue', async () => {
    start();
    const cards = within(screen.getByRole('group', { name: 'Case counts' }));
    await waitFor(() => expect(screen.getByTestId('case-count-total').textContent).toBe('12'));
    for (const [label, value] of [
      ['Total Cases', '12'],
      ['Open', '5'],
      ['In Progress', '4'],
      ['Closed', '3'],
      ['Overdue', '2'],
    ]) {
      expect(cards.getByRole('button', { name: new RegExp(`^${label}\\s*${value}$`) })).toBeTruthy();
    }
  });

  it('has the table columns and shows status, source, Last Edited day/month hour:minute, due and badges', async () => {
    start();
    await screen.findByRole('table', { name: 'Cases' });
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['ID', 'Status', 'Comment', 'Source', 'Last Edited', 'Due', 'Type', 'Actions']);
    const overdue = rowOf('fghij');
    expect(overdue.getByText('In Progress')).toBeTruthy();
    expect(overdue.getByText('Email')).toBeTruthy();
    expect(overdue.getByText('22/11 14:05')).toBeTruthy();
    expect(overdue.getByText('Overdue')).toBeTruthy();
    expect(overdue.getByText('May 30, 2026')).toBeTruthy();
    // The due date is the EU's obligation (decision 0044); a case on the fixed 15/90-day clock names no receiver.
    expect(overdue.getByText('EU (EudraVigilance)')).toBeTruthy();
    expect(rowOf('abcde').queryByText(/FDA|EU \(|Health Canada/)).toBeNull();
    expect(rowOf('abcde').getByText('Serious')).toBeTruthy();
    expect(rowOf('abcde').queryByText('Overdue')).toBeNull();
    expect(rowOf('klmno').getByText('Closed')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: /Open case case-0001-abcde/ }).closest('tr')?.dataset.overdue,
    ).toBe(undefined);
    expect(overdue.getByRole('link', { name: /fghij/ }).closest('tr')?.dataset.overdue).toBe('true');
  });

  it('shows the last 5 characters of the id, the full id on hover, linking to /cases/{id}', async () => {
    start();
    const link = await screen.findByRole('link', { name: 'Open case case-0001-abcde' });
    expect(link.textContent).toBe('abcde');
    expect(link.getAttribute('title')).toBe('case-0001-abcde');
    expect(link.getAttribute('href')).toBe('/cases/case-0001-abcde');
  });

  it('clamps comments over 150 characters to 3 lines with View more / Show less', async () => {
    start();
    await screen.findByText(longComment);
    const row = rowOf('abcde');
    const text = row.getByText(longComment);
    expect(text.className).toContain('line-clamp-3');
    const toggle = row.getByRole('button', { name: 'View more' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(text.className).not.toContain('line-clamp-3');
    fireEvent.click(row.getByRole('button', { name: 'Show less' }));
    expect(text.className).toContain('line-clamp-3');
    expect(rowOf('fghij').queryByRole('button', { name: 'View more' })).toBeNull();
  });

  it('shows the E2B button only for ICSR cases, opening /cases/{id}', async () => {
    start();
    await screen.findByRole('table');
    const e2b = rowOf('abcde').getByRole('link', { name: 'E2B form of case case-0001-abcde' });
    expect(e2b.getAttribute('href')).toBe('/cases/case-0001-abcde');
    expect(rowOf('fghij').queryByRole('link', { name: /E2B/ })).toBeNull();
    expect(rowOf('klmno').queryByRole('link', { name: /E2B/ })).toBeNull();
  });

  it('changes the type with PUT /case/{id}/type (lowercase, first space → underscore) and toasts', async () => {
    const success = vi.spyOn(notify, 'success');
    const { api } = start();
    await screen.findByRole('table');
    const select = screen.getByRole('combobox', { name: 'Type of case case-0002-fghij' });
    expect((select as HTMLSelectElement).value).toBe('safety_information');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Safety information', 'ICSR', 'Special situation']);
    fireEvent.change(select, { target: { value: 'special_situation' } });
    await waitFor(() => expect(api.find('PUT', '/api/case/case-0002-fghij/type')).toHaveLength(1));
    expect(api.find('PUT', '/api/case/case-0002-fghij/type')[0]?.body).toEqual({
      case_type: 'special_situation',
    });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Case type updated successfully'));
    // The list and counts reload after the change.
    await waitFor(() => expect(api.find('GET', '/api/cases').length).toBeGreaterThan(1));
  });

  it("says 'Failed to update case type' when the server gives no message, or the server's message", async () => {
    const failure = vi.spyOn(notify, 'error');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = mockApi({
      'GET /api/cases/counts': { body: { success: true, data: buildCaseCounts() } },
      'GET /api/cases': { body: casePage(rows) },
      'PUT /api/case/case-0001-abcde/type': { status: 500, body: '' },
      'PUT /api/case/case-0002-fghij/type': { status: 404, body: { error: 'Case not found' } },
    });
    renderPage(<CasesPage />, { path: '/cases', pattern: '/cases' });
    await screen.findByRole('table');
    fireEvent.change(screen.getByRole('combobox', { name: 'Type of case case-0001-abcde' }), {
      target: { value: 'safety_information' },
    });
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Failed to update case type'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Type of case case-0002-fghij' }), {
      target: { value: 'icsr' },
    });
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Case not found'));
    expect(api.find('PUT', '/api/case/case-0002-fghij/type')[0]?.body).toEqual({ case_type: 'icsr' });
  });

  it('keeps the filters in the URL and sends them to GET /cases', async () => {
    const { api, router } = start({ body: casePage(rows) }, '/cases?source=email');
    await screen.findByRole('table');
    expect(api.find('GET', '/api/cases')[0]?.query.get('source')).toBe('email');
    const source = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Source' });
    expect(source.value).toBe('email');
    expect([...source.options].map((option) => option.textContent)).toEqual([
      'All',
      'Instagram',
      'YouTube',
      'Amazon',
      'Literature',
      'Recording',
      'Email',
      'E2B import',
      'Entered by hand',
    ]);
    const status = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status' });
    expect([...status.options].map((option) => option.textContent)).toEqual([
      'All',
      'Open',
      'In Progress',
      'Closed',
    ]);
    fireEvent.change(status, { target: { value: 'progress' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'icsr' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Overdue only' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?source=email&status=progress&case_type=icsr&overdue=true'),
    );
    await waitFor(() => {
      const last = api.find('GET', '/api/cases').at(-1);
      expect(Object.fromEntries(last?.query ?? [])).toEqual({
        source: 'email',
        status: 'progress',
        case_type: 'icsr',
        overdue: 'true',
        page: '1',
        page_size: '50',
      });
    });
    // The count cards select too: Overdue toggles the regulatory clock's filter, Total Cases clears the status.
    fireEvent.click(screen.getByRole('button', { name: /^Overdue/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Total Cases/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?source=email&case_type=icsr'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("says 'Loading cases...' while loading", () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    renderPage(<CasesPage />, { path: '/cases', pattern: '/cases' });
    expect(screen.getByRole('status').textContent).toBe('Loading cases...');
  });

  it("says 'Error loading cases' with the reason, and retries", async () => {
    const { api } = start({ status: 500, body: { error: 'Database unavailable' } });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error loading cases')).toBeTruthy();
    expect(within(alert).getByText('Failed to fetch cases: Database unavailable')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.find('GET', '/api/cases')).toHaveLength(2));
  });

  it("says 'No cases found' with the empty text", async () => {
    start({ body: casePage([]) });
    expect(await screen.findByText('No cases found')).toBeTruthy();
    expect(
      screen.getByText('Cases will appear here when they are created from flagged content.'),
    ).toBeTruthy();
  });

  it('loads the next page of 50 on request', async () => {
    const { api } = start(({ query }) =>
      query.get('page') === '2'
        ? { body: casePage([buildCaseSummary({ id: 'case-0004-pqrst' })], 2, 2, 4) }
        : { body: casePage(rows, 1, 2, 4) },
    );
    expect(await screen.findByText('Showing 3 of 4')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more cases' }));
    expect(await screen.findByRole('link', { name: 'Open case case-0004-pqrst' })).toBeTruthy();
    expect(api.find('GET', '/api/cases').map((call) => call.query.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Load more cases' })).toBeNull();
  });
});
