import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LiteratureItem } from '@vigila/domain';
import { mockApi } from '@/test/api-mock.ts';
import { buildLiteratureItem, counts, page } from '@/test/builders.ts';
import { renderPage } from '@/test/render.tsx';
import { LiteratureListPage } from './literature-list-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function start(path: string, articles: LiteratureItem[], pattern = '/literature') {
  const api = mockApi({
    'GET /api/getLiterature/counts': { body: counts() },
    'GET /api/getLiterature': { body: { success: true, data: articles, pagination: page(articles.length) } },
  });
  const view = renderPage(<LiteratureListPage />, { path, pattern });
  return { api, ...view };
}

describe('literature list (SPEC §2.7)', () => {
  it("shows title, authors, year, PubMed/IBECS and SS/QM/SI badges, and 'Total Articles'", async () => {
    start('/literature', [
      buildLiteratureItem({ ss: true, si: true }),
      buildLiteratureItem({
        id: 'item-lit-2',
        pmid: 'biblio-1',
        title: 'Hepatotoxicidad por AINE',
        source: 'ibecs',
        authors: [],
        year: null,
      }),
    ]);
    const [first, second] = await screen.findAllByRole('article');
    const row = within(first as HTMLElement);
    expect(
      row
        .getByRole('link', { name: 'Ibuprofen-associated liver injury: a case series' })
        .getAttribute('href'),
    ).toBe('/literature/details/38000001');
    expect(row.getByText(/Smith J, García L · 2025 · Drug Safety/)).toBeTruthy();
    expect(row.getByText('PubMed')).toBeTruthy();
    expect(row.getByText('SS')).toBeTruthy();
    expect(row.getByText('SI')).toBeTruthy();
    expect(row.queryByText('QM')).toBeNull();
    expect(within(second as HTMLElement).getByText('IBECS')).toBeTruthy();
    expect(within(second as HTMLElement).getByText(/No authors listed · Year unknown/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Total Articles/ })).toBeTruthy();
  });

  it('offers SS, SI and QM flag filters and the source group, which sets `databases`', async () => {
    const { api, router } = start('/literature', [buildLiteratureItem()]);
    await screen.findAllByRole('article');
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    for (const flag of ['SS', 'QM', 'SI']) expect(screen.getByRole('checkbox', { name: flag })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'ADR' })).toBeNull();
    const sources = within(screen.getByRole('group', { name: 'Sources' }));
    const all = sources.getByRole('checkbox', { name: 'All Sources' });
    expect(all).toHaveProperty('checked', true);
    expect(sources.getByRole('checkbox', { name: 'PubMed' })).toHaveProperty('checked', true);

    fireEvent.click(sources.getByRole('checkbox', { name: 'PubMed' }));
    await waitFor(() => expect(router.state.location.search).toContain('databases=ibecs'));
    await waitFor(() =>
      expect(api.find('GET', '/api/getLiterature').at(-1)?.query.get('databases')).toBe('ibecs'),
    );
    expect(api.find('GET', '/api/getLiterature/counts').at(-1)?.query.get('databases')).toBe('ibecs');
    expect(sources.getByRole('checkbox', { name: 'All Sources' })).toHaveProperty('checked', false);

    fireEvent.click(sources.getByRole('checkbox', { name: 'All Sources' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('databases'));
    await waitFor(() =>
      expect(api.find('GET', '/api/getLiterature').at(-1)?.query.has('databases')).toBe(false),
    );

    fireEvent.click(screen.getByRole('checkbox', { name: 'SS' }));
    await waitFor(() => expect(api.find('GET', '/api/getLiterature').at(-1)?.query.get('flags')).toBe('ss'));
  });

  it('lists one search term on /literature/{searchTerm}, decoded from the URL', async () => {
    const { api } = start(
      '/literature/ibuprofen%20AND%20liver',
      [buildLiteratureItem()],
      '/literature/:searchTerm',
    );
    await screen.findAllByRole('article');
    expect(screen.getByRole('heading', { name: 'Literature search ibuprofen AND liver' })).toBeTruthy();
    expect(api.find('GET', '/api/getLiterature')[0]?.query.get('source_key')).toBe('ibuprofen AND liver');
  });

  it("shows 'Failed to fetch literature items' when the list fails", async () => {
    mockApi({
      'GET /api/getLiterature/counts': { body: counts() },
      'GET /api/getLiterature': { status: 500, body: { error: 'Database unavailable' } },
    });
    renderPage(<LiteratureListPage />, { path: '/literature', pattern: '/literature' });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch literature items');
  });
});
