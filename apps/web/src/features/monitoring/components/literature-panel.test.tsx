import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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
import { LiteraturePanel } from './literature-panel.tsx';

const { success, failure } = watchNotices();

const term = 'metformin AND lactic acidosis';
const search = buildEntry({
  source: 'literature',
  key: term,
  databases: ['pubmed', 'ibecs'],
  schedule: 'weekly',
});

function start(routes: PanelRoutes = {}) {
  return renderPanel(<LiteraturePanel />, {
    'GET /api/sources': { body: sourcesAnswer([search]) },
    'POST /api/search-pubmed': { body: addAnswer('ibuprofen AND rash') },
    'POST /api/search-ibecs': { body: addAnswer('ibuprofen AND rash') },
    'POST /api/analyze-literature': { body: analyzeAnswer },
    'DELETE /api/literature/delete/': { body: deleteAnswer(4) },
    ...routes,
  });
}

const termInput = () => screen.getByLabelText('Search term');
const checkbox = (name: string) => screen.getByRole('checkbox', { name });

describe('Literature panel: add a search (SPEC §2.6, §4.3, §5, §8)', () => {
  it('lists the search terms with their databases, URL-encoded links and the weekly default', async () => {
    start();
    const link = await screen.findByRole('link', { name: term });
    expect(link.getAttribute('href')).toBe('/literature/metformin%20AND%20lactic%20acidosis');
    expect(screen.getByText('PubMed · IBECS')).toBeTruthy();
    const schedule = screen.getByRole<HTMLSelectElement>('combobox', { name: `Sync schedule of ${term}` });
    expect(schedule.value).toBe('weekly');
  });

  it("refuses to search nowhere: 'Please select at least one search source'", async () => {
    const { api } = start();
    await screen.findByRole('link', { name: term });
    fireEvent.change(termInput(), { target: { value: 'ibuprofen' } });
    fireEvent.click(checkbox('PubMed'));
    fireEvent.click(checkbox('IBECS'));
    fireEvent.click(addButton());
    expect(screen.getByRole('alert').textContent).toBe('Please select at least one search source');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.click(checkbox('IBECS'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("turns 'and' into 'AND', searches both databases, analyses at 60% and opens the term at 100%", async () => {
    const { api, router } = start();
    await screen.findByRole('link', { name: term });
    const pubmed = holdCalls(api, 'POST /api/search-pubmed');
    addEntry(termInput(), '  ibuprofen and   rash ');
    await waitFor(() => expect(pubmed.count()).toBe(1));
    expect(progress()).toBe('15');

    const analyze = holdCalls(api, 'POST /api/analyze-literature');
    pubmed.release();
    await waitFor(() => expect(analyze.count()).toBe(1));
    expect(progress()).toBe('60');
    expect(success.mock.calls.map(([text]) => text)).toEqual([
      'PubMed search added successfully',
      'IBECS search added successfully',
    ]);

    const refetch = holdCalls(api, 'GET /api/sources');
    analyze.release();
    await waitFor(() => expect(refetch.count()).toBe(1));
    expect(progress()).toBe('100');
    refetch.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/literature/ibuprofen%20AND%20rash'));

    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => [call.path, call.body])).toEqual([
      ['/api/search-pubmed', { searchTerms: 'ibuprofen AND rash' }],
      ['/api/search-ibecs', { searchTerms: 'ibuprofen AND rash' }],
      ['/api/analyze-literature', { searchTerms: 'ibuprofen AND rash' }],
    ]);
    expect(success).toHaveBeenLastCalledWith('Literature analysis completed successfully');
  });

  it('searches only the databases that are ticked', async () => {
    const { api, router } = start();
    await screen.findByRole('link', { name: term });
    fireEvent.change(termInput(), { target: { value: 'ibuprofen and rash' } });
    fireEvent.click(checkbox('PubMed'));
    fireEvent.click(addButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/literature/ibuprofen%20AND%20rash'));
    expect(api.find('POST', '/api/search-pubmed')).toHaveLength(0);
    expect(api.find('POST', '/api/search-ibecs')).toHaveLength(1);
  });

  it("names IBECS failing with its reason, and still analyses and opens PubMed's articles", async () => {
    const { api, router } = start({
      'POST /api/search-pubmed': { body: addAnswer('ibuprofen') },
      'POST /api/search-ibecs': { status: 503, body: { error: 'BVS is down' } },
    });
    await screen.findByRole('link', { name: term });
    addEntry(termInput(), 'ibuprofen');
    await waitFor(() => expect(router.state.location.pathname).toBe('/literature/ibuprofen'));
    expect(failure).toHaveBeenCalledWith('Failed to add IBECS search: BVS is down');
    expect(success).toHaveBeenCalledWith('PubMed search added successfully');
    expect(api.find('POST', '/api/analyze-literature')).toHaveLength(1);
  });

  it('still searches IBECS when PubMed fails, and says PubMed failed and why', async () => {
    const { api, router } = start({
      'POST /api/search-pubmed': { status: 502, body: { error: 'PubMed is not responding' } },
      'POST /api/search-ibecs': { body: addAnswer('ibuprofen') },
    });
    await screen.findByRole('link', { name: term });
    addEntry(termInput(), 'ibuprofen');
    await waitFor(() => expect(router.state.location.pathname).toBe('/literature/ibuprofen'));
    expect(failure).toHaveBeenCalledWith('Failed to add PubMed search: PubMed is not responding');
    expect(success).toHaveBeenCalledWith('IBECS search added successfully');
    expect(api.find('POST', '/api/search-ibecs')).toHaveLength(1);
    expect(api.find('POST', '/api/analyze-literature')).toHaveLength(1);
  });

  it('stops at 0, naming both, when every database fails', async () => {
    const { api, router } = start({
      'POST /api/search-pubmed': { status: 502, body: { error: 'PubMed is not responding' } },
      'POST /api/search-ibecs': { status: 503, body: { error: 'BVS is down' } },
    });
    await screen.findByRole('link', { name: term });
    addEntry(termInput(), 'ibuprofen');
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Failed to add IBECS search: BVS is down'));
    expect(failure).toHaveBeenCalledWith('Failed to add PubMed search: PubMed is not responding');
    expect(api.find('POST', '/api/analyze-literature')).toHaveLength(0);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('leaves IBECS unticked and disabled, with the reason, while this server cannot search it', async () => {
    const reason = 'IBECS search is not set up on this server: IBECS_API_KEY is not set';
    const { api, router } = start({
      'GET /api/sources': {
        body: sourcesAnswer([search], {
          literature: { status: 'active', missing: null, databases: { pubmed: null, ibecs: reason } },
        }),
      },
      'POST /api/search-pubmed': { body: addAnswer('ibuprofen') },
    });
    await screen.findByRole('link', { name: term });
    const ibecs = checkbox('IBECS') as HTMLInputElement;
    expect({ checked: ibecs.checked, disabled: ibecs.disabled }).toEqual({ checked: false, disabled: true });
    expect((checkbox('PubMed') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(`IBECS cannot be searched: ${reason}`)).toBeTruthy();
    addEntry(termInput(), 'ibuprofen');
    await waitFor(() => expect(router.state.location.pathname).toBe('/literature/ibuprofen'));
    expect(api.find('POST', '/api/search-ibecs')).toHaveLength(0);
    expect(api.find('POST', '/api/search-pubmed')).toHaveLength(1);
  });

  it("says 'Literature analysis failed' when the analysis fails", async () => {
    const { router } = start({
      'POST /api/analyze-literature': { status: 500, body: { error: 'queue full' } },
    });
    await screen.findByRole('link', { name: term });
    addEntry(termInput(), 'ibuprofen');
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Literature analysis failed: queue full'));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('deletes a search term in two steps with its URL-encoded path', async () => {
    const { api } = start();
    const row = await screen.findByRole('listitem', { name: term });
    confirmDelete(row, term);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Search term deleted successfully'));
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe(
      '/api/literature/delete/metformin%20AND%20lactic%20acidosis',
    );
  });

  it("shows 'Failed to delete search term' when the delete fails", async () => {
    start({ 'DELETE /api/literature/delete/': { status: 500, body: { error: 'boom' } } });
    const row = await screen.findByRole('listitem', { name: term });
    confirmDelete(row, term);
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Failed to delete search term'));
  });
});
