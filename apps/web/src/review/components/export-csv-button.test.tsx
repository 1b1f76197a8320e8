import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { exportAddresses } from '@vigila/domain';
import { notify } from '@/lib/notify.ts';
import { mockApi } from '@/test/api-mock.ts';
import { renderPage } from '@/test/render.tsx';
import { ExportCsvButton } from './export-csv-button.tsx';

let downloads: string[];
beforeEach(() => {
  downloads = [];
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:csv' });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const query = new URLSearchParams({ source: 'email', status: 'needs_review', q: 'rash' });

describe('Export CSV', () => {
  it('downloads the export with the list’s filters and saves it under the server’s file name', async () => {
    const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(
        new Response('\ufeffid,title\r\n1,Rash\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="email-2026-11-26.csv"',
          },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage(
      <ExportCsvButton address={exportAddresses.exportItems} query={query} fallbackName="email.csv" />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toEqual(['email-2026-11-26.csv']));
    const [input, init] = fetchMock.mock.calls[0] ?? [];
    const url = new URL(input instanceof Request ? input.url : (input?.toString() ?? ''), 'http://localhost');
    expect(url.pathname).toBe('/api/items/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      source: 'email',
      status: 'needs_review',
      q: 'rash',
    });
    expect(init?.headers).toHaveProperty('Authorization');
  });

  it('says why when the server refuses, and saves nothing', async () => {
    const shown = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /api/cases/export': { status: 400, body: { error: 'Invalid status', code: 'validation' } },
    });
    renderPage(
      <ExportCsvButton
        address={exportAddresses.exportCases}
        query={new URLSearchParams()}
        fallbackName="cases.csv"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(shown).toHaveBeenCalledOnce());
    expect(shown.mock.calls[0]?.[0]).toMatch(/^The export failed: /);
    expect(downloads).toEqual([]);
  });
});
