import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { HomeData } from '@vigila/domain';
import { mockApi } from '@/test/api-mock.ts';
import { renderPage } from '@/test/render.tsx';
import { HomePage } from './home-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const weeks = Array.from({ length: 12 }, (_, index) =>
  new Date(Date.UTC(2026, 8, 7 + index * 7)).toISOString().slice(0, 10),
);
const none = { precision: null, recall: null, correct: 0, incorrect: 0, missed: 0 };
const home: HomeData = {
  weeks,
  pending: [
    { source: 'email', flagged: 3, adr: 3, pqc: 1, mi: 0 },
    { source: 'literature', flagged: 2, adr: 2, pqc: 0, mi: 0 },
  ],
  cases: { open: 5, due_soon: 2, overdue: 1, unassigned: 4 },
  item_weeks: [
    { week: weeks[11] ?? '', source: 'email', items: 7, adr: 3, pqc: 1, mi: 0 },
    { week: weeks[10] ?? '', source: 'youtube', items: 4, adr: 0, pqc: 0, mi: 2 },
  ],
  case_weeks: weeks.map((week, index) => ({
    week,
    opened: index === 11 ? 3 : 0,
    closed: index === 11 ? 1 : 0,
  })),
  quality: {
    adr: { precision: 0.75, recall: 0.6, correct: 3, incorrect: 1, missed: 2 },
    pqc: none,
    mi: none,
  },
  sources: [
    {
      source: 'youtube',
      key: 'pharmachan',
      label: null,
      last_sync_at: '2026-11-25T08:00:00.000Z',
      last_outcome: 'failed',
      last_error: 'The channel could not be read',
      failures: 2,
    },
  ],
};

describe('Home', () => {
  it('shows what needs doing now, linking into each list with its filter set', async () => {
    mockApi({ 'GET /api/home': { body: { success: true, data: home } } });
    renderPage(<HomePage />, { path: '/home' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    const pending = await screen.findByTestId('home-pending');
    expect(screen.getByRole('heading', { level: 2, name: 'To do now' })).toBeTruthy();
    expect(
      within(pending).getByRole('link', { name: 'Open the 3 flagged items of Emails' }).getAttribute('href'),
    ).toBe('/emails?status=all&ai_triage=true');
    expect(
      within(pending).getByRole('link', { name: 'Open the 1 PQC items of Emails' }).getAttribute('href'),
    ).toBe('/emails?status=pending&ai_triage=false&flags=pqc');
    // Literature's lists name the ADR slot SS.
    expect(
      within(pending).getByRole('link', { name: 'Open the 2 SS items of Literature' }).getAttribute('href'),
    ).toBe('/literature?status=pending&ai_triage=false&flags=ss');
    const cases = screen.getByTestId('home-cases');
    const overdue = cases.querySelector('[data-figure="overdue"]') as HTMLElement;
    expect(overdue.textContent).toBe('1Overdue');
    expect(overdue.getAttribute('href')).toBe('/cases?overdue=true');
    expect(cases.querySelector('[data-figure="due-soon"]')?.textContent).toBe('2Due in the next 7 days');
    expect(cases.querySelector('[data-figure="unassigned"]')?.textContent).toBe('4Unassigned');
  });

  it('gives every trend as a table for screen readers, and the analysis and source figures', async () => {
    mockApi({ 'GET /api/home': { body: { success: true, data: home } } });
    renderPage(<HomePage />, { path: '/home' });
    const items = await screen.findByRole('table', { name: 'Items per week by source' });
    expect(within(items).getAllByRole('row')).toHaveLength(13);
    expect(within(items).getByRole('columnheader', { name: 'YouTube' })).toBeTruthy();
    expect(within(items).getByRole('row', { name: `${weeks[11]} 0 7` })).toBeTruthy();
    expect(
      screen.getByText('Items per week by source: 11 in 12 weeks. The table below gives every figure.'),
    ).toBeTruthy();
    const flags = screen.getByRole('table', { name: 'Flagged items per week by flag' });
    expect(within(flags).getByRole('row', { name: `${weeks[11]} 3 1 0` })).toBeTruthy();
    const quality = screen.getByTestId('home-quality');
    expect(quality.querySelector('[data-flag="adr"]')?.textContent).toContain('75%');
    expect(quality.querySelector('[data-flag="pqc"]')?.textContent).toContain('No verdicts yet');
    const source = screen.getByTestId('home-sources').querySelector('li') as HTMLElement;
    expect(source.dataset.outcome).toBe('failed');
    expect(source.textContent).toContain('2 failed syncs');
    expect(source.textContent).toContain('The channel could not be read');
  });

  it('says so when the figures cannot be loaded', async () => {
    mockApi({ 'GET /api/home': { status: 500, body: { error: 'boom' } } });
    renderPage(<HomePage />, { path: '/home' });
    expect((await screen.findByRole('alert')).textContent).toBe('The dashboard could not be loaded.');
  });
});
