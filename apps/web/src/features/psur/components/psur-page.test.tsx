import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { PsurData } from '@vigila/domain';
import { mockApi } from '@/test/api-mock.ts';
import { renderPage } from '@/test/render.tsx';
import { PsurPage } from './psur-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const counts = (interval: number, cumulative: number) => ({ interval, cumulative });
const psur: PsurData = {
  product: 'aspirin',
  from: '2026-01-01',
  to: '2026-06-30',
  organisation: 'Acme Pharma',
  generated_at: '2026-11-26T10:00:00.000Z',
  meddra_version: null,
  cases: counts(1, 2),
  reactions: [
    {
      soc_code: null,
      soc_name: null,
      pt_code: null,
      pt_name: null,
      term: null,
      is_soc_total: true,
      interval: 1,
      interval_serious: 1,
      cumulative: 2,
      cumulative_serious: 1,
    },
    {
      soc_code: null,
      soc_name: null,
      pt_code: null,
      pt_name: null,
      term: 'Stomach ache',
      is_soc_total: false,
      interval: 1,
      interval_serious: 1,
      cumulative: 2,
      cumulative_serious: 1,
    },
  ],
  seriousness: [
    { key: 'serious', ...counts(1, 1) },
    { key: 'hospitalization', ...counts(1, 1) },
  ],
  outcome: [
    { key: '5', ...counts(1, 1) },
    { key: 'none', ...counts(0, 1) },
  ],
  sources: [{ key: 'manual', ...counts(1, 2) }],
  countries: [{ key: 'ES', ...counts(1, 2) }],
  line_listing: [
    {
      case_id: 'c1',
      reference_id: 'REF-1',
      receipt_date: '2026-03-10',
      country: 'ES',
      age: '34',
      age_unit: '801',
      sex: '2',
      drugs: [{ product: 'Aspirin', substance: null, role: '1', dose: '100', dose_unit: 'mg', route: null }],
      reactions: [{ term: 'Stomach ache', pt_name: null, outcome: '5', serious: true }],
      serious: true,
      criteria: ['hospitalization'],
      source: 'manual',
      status: 'progress',
    },
  ],
  line_listing_total: 1,
  flagged_items: [{ source: 'literature', flagged: 2, adr: 2, pqc: 0, mi: 0 }],
};

describe('PSUR', () => {
  it('asks for nothing until a product is named, then keeps the form in the address', async () => {
    const api = mockApi({
      'GET /api/psur/products': { body: { success: true, data: [{ name: 'Aspirin', cases: 2 }] } },
      'GET /api/psur': { body: { success: true, data: psur } },
    });
    renderPage(<PsurPage />, { path: '/psur?to=2026-06-30' });
    expect(await screen.findByText('Choose a product and an interval to see its tables.')).toBeTruthy();
    expect(api.find('GET', '/api/psur')).toHaveLength(0);
    expect(screen.getByLabelText<HTMLInputElement>('Interval start').value).toBe('2025-07-01');
    fireEvent.change(screen.getByLabelText('Product'), { target: { value: 'aspirin' } });
    fireEvent.change(screen.getByLabelText('Interval start'), { target: { value: '2026-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show tables' }));
    const reactions = await screen.findByTestId('psur-reactions-table');
    const [asked] = api.find('GET', '/api/psur');
    expect(asked?.query.toString()).toBe('product=aspirin&from=2026-01-01&to=2026-06-30&language=en');
    expect(within(reactions).getByRole('rowheader', { name: 'Not coded (reported terms)' })).toBeTruthy();
    expect(within(reactions).getByRole('rowheader', { name: 'Stomach ache not coded' })).toBeTruthy();
    expect(
      screen.getByText('1 case in the interval, 2 cumulative cases up to the data lock point.', {
        exact: false,
      }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Printable report' }).getAttribute('href')).toBe(
      '/psur/print?product=aspirin&from=2026-01-01&to=2026-06-30',
    );
  });

  it('labels codes in words: criteria, outcomes, sources, patient, and literature’s flag slots', async () => {
    mockApi({
      'GET /api/psur/products': { body: { success: true, data: [] } },
      'GET /api/psur': { body: { success: true, data: psur } },
    });
    renderPage(<PsurPage />, { path: '/psur?product=aspirin&from=2026-01-01&to=2026-06-30' });
    const line = (await screen.findByTestId('psur-line-listing-table')).querySelector(
      '[data-case="REF-1"]',
    ) as HTMLElement;
    expect(line.textContent).toBe(
      'REF-12026-03-10ES34 years, FemaleAspirin 100 mgStomach acheSeriousHospitalisationFatalEntered by handIn Progress',
    );
    expect(
      within(screen.getByTestId('psur-seriousness-table')).getByRole('rowheader', {
        name: 'Hospitalisation',
      }),
    ).toBeTruthy();
    expect(
      within(screen.getByTestId('psur-outcome-table')).getByRole('rowheader', { name: 'Not reported' }),
    ).toBeTruthy();
    expect(
      within(screen.getByTestId('psur-flagged-table')).getByRole('row', {
        name: 'Literature 2 2 (SS) 0 (QM) 0 (SI)',
      }),
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Export CSV' })).toHaveLength(7);
  });
});
