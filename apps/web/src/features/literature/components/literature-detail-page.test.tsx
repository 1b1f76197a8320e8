import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LiteratureItem } from '@vigila/domain';
import { buildLiteratureItem } from '@/test/builders.ts';
import { mockApi } from '@/test/api-mock.ts';
import { renderPage } from '@/test/render.tsx';
import { LiteratureDetailPage } from './literature-detail-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const PATTERN = '/literature/details/:pmid';
const card = (title: string) => within(screen.getByText(title).closest('.rounded-xl') as HTMLElement);

function start(
  article: LiteratureItem,
  history: { status?: number; body: unknown } = { body: { success: true, data: [] } },
) {
  const api = mockApi({
    'GET /api/literature/item-lit-1/history': history,
    'GET /api/literature/38000001': { body: { success: true, data: article } },
    'POST /api/feedback': { body: { success: true } },
  });
  renderPage(<LiteratureDetailPage />, { path: '/literature/details/38000001', pattern: PATTERN });
  return api;
}

describe('literature detail (SPEC §2.8)', () => {
  it('shows title, authors, year, the labelled abstract, the external url icon and SS/QM/SI badges', async () => {
    start(buildLiteratureItem({ ss: true, qm: true, ss_reason: 'Liver injury in 9 of 12 patients' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Ibuprofen-associated liver injury: a case series',
      }),
    ).toBeTruthy();
    expect(screen.getAllByText('Smith J, García L').length).toBeGreaterThan(0);
    expect(screen.getAllByText('2025').length).toBeGreaterThan(0);
    const methods = screen.getByText('METHODS:');
    expect(methods.tagName).toBe('STRONG');
    expect(methods.parentElement?.textContent).toBe('METHODS: We reviewed 12 cases.');
    expect(screen.getByRole('link', { name: /Open the article’s page/ }).getAttribute('href')).toBe(
      'https://pubmed.ncbi.nlm.nih.gov/38000001/',
    );
    const badges = within(screen.getAllByRole('list', { name: 'Safety flags' })[0] as HTMLElement);
    expect(badges.getByText('SS')).toBeTruthy();
    expect(badges.getByText('QM')).toBeTruthy();
  });

  it("shows AI Insights with reasons, and 'No reason provided' when a flag has none", async () => {
    start(buildLiteratureItem({ ss: true, ss_reason: 'Liver injury in 9 of 12 patients', si: true }));
    const insights = card(await screen.findByText('AI Insights').then((node) => node.textContent));
    expect(insights.getByText('Liver injury in 9 of 12 patients')).toBeTruthy();
    expect(insights.getByText('No reason provided')).toBeTruthy();
    expect(insights.getByText('Safety Signal')).toBeTruthy();
    expect(insights.queryByRole('button', { name: 'Train AI' })).toBeNull();
  });

  it('numbers several Full Article links; one is just Full Article; none says Full Article Not Available', async () => {
    start(
      buildLiteratureItem({
        full_text_url: ['https://doi.org/10.1/a', 'https://europepmc.org/abstract/MED/1'],
      }),
    );
    expect((await screen.findByRole('link', { name: /Full Article 1/ })).getAttribute('href')).toBe(
      'https://doi.org/10.1/a',
    );
    expect(screen.getByRole('link', { name: /Full Article 2/ })).toBeTruthy();
    expect(
      card('Quick Actions')
        .getByRole('link', { name: /View Full Text/ })
        .getAttribute('href'),
    ).toBe('https://doi.org/10.1/a');
  });

  it("says 'Full Article Not Available' without full-text links", async () => {
    start(buildLiteratureItem({ full_text_url: [] }));
    expect(await screen.findByText('Full Article Not Available')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Full Article/ })).toBeNull();
  });

  it('has Actions, Literature Info and a collapsible Train AI Model panel with the literature labels', async () => {
    const api = start(buildLiteratureItem({ ss: true }));
    const actions = card(await screen.findByText('Actions').then((node) => node.textContent));
    expect(actions.getByRole('button', { name: 'Needs Review' })).toBeTruthy();
    const info = card('Literature Info');
    expect(info.getByText('PMID')).toBeTruthy();
    expect(info.getByText('38000001')).toBeTruthy();
    expect(info.getByText('Publication Year')).toBeTruthy();
    expect(info.getByText('Authors')).toBeTruthy();

    const toggle = screen.getByRole('button', { name: 'Train AI Model' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('group', { name: 'Safety Signal' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /Quality Mention/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.find('POST', '/api/feedback')).toHaveLength(1));
    expect(api.find('POST', '/api/feedback')[0]?.body).toMatchObject({
      reference_id: 'item-lit-1',
      reference_type: 'literature',
      flags: [{ flag: 'qm', verdict: 'missed' }],
    });
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
  });

  it("uses 'Failed to fetch literature history'", async () => {
    start(buildLiteratureItem(), { status: 500, body: { error: 'x' } });
    await screen.findByText('Status History');
    await waitFor(() =>
      expect(card('Status History').getByRole('alert').textContent).toBe(
        'Failed to fetch literature history',
      ),
    );
  });

  it("says 'Loading Literature...' while loading", () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    renderPage(<LiteratureDetailPage />, { path: '/literature/details/1', pattern: PATTERN });
    expect(screen.getByText('Loading Literature...')).toBeTruthy();
  });

  it("shows 'Literature Not Found' with its sentence and Retry Loading, which loads again", async () => {
    const api = mockApi({
      'GET /api/literature/404': { status: 404, body: { error: 'Literature item not found' } },
    });
    renderPage(<LiteratureDetailPage />, { path: '/literature/details/404', pattern: PATTERN });
    expect(await screen.findByRole('heading', { name: 'Literature Not Found' })).toBeTruthy();
    expect(
      screen.getByText(
        "The literature item you're looking for could not be found. It may have been deleted or is not accessible.",
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry Loading' }));
    await waitFor(() => expect(api.find('GET', '/api/literature/404')).toHaveLength(2));
  });
});
