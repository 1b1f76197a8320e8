import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi } from '@/test/api-mock.ts';
import { renderPage } from '@/test/render.tsx';
import { E2bR3Download } from './e2b-r3-download.tsx';

let downloads: string[];
beforeEach(() => {
  downloads = [];
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:r3' });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('Download E2B(R3)', () => {
  it('asks the server for format=r3 and saves the file', async () => {
    const api = mockApi({ 'GET /api/cases/case-1/e2b': { body: '<MCCI_IN200100UV01/>' } });
    renderPage(<E2bR3Download caseId="case-1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Download E2B(R3)' }));
    await waitFor(() => expect(downloads).toEqual(['e2b_r3_report.xml']));
    expect(api.find('GET', '/api/cases/case-1/e2b')[0]?.query.get('format')).toBe('r3');
  });

  it('lists what is missing when the server answers 422, each problem leading to its field', async () => {
    mockApi({
      'GET /api/cases/case-1/e2b': {
        status: 422,
        body: {
          error: 'The case is not ready for an E2B report',
          code: 'e2b_not_ready',
          problems: [
            { field: 'medicinal_product', message: 'G.k: medicinal product is required' },
            { message: 'Other' },
          ],
        },
      },
    });
    const onShowField = vi.fn();
    renderPage(<E2bR3Download caseId="case-1" onShowField={onShowField} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download E2B(R3)' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('G.k: medicinal product is required');
    expect(alert.textContent).toContain('Other');
    fireEvent.click(screen.getAllByRole('link')[0] as HTMLElement);
    expect(onShowField).toHaveBeenCalledWith('medicinal_product', undefined);
    expect(downloads).toEqual([]);
  });

  it('shows a blocked report’s case rules in the reader’s words, leading to the entry to fix', async () => {
    mockApi({
      'GET /api/cases/case-1/e2b': {
        status: 422,
        body: {
          error: 'The report is blocked until the listed problems are fixed',
          code: 'e2b_report_blocked',
          problems: [
            {
              rule: 'reactionUncoded',
              section: 'E',
              field: 'reaction_term',
              entry: 1,
              message: 'Reaction 2: code the reaction in MedDRA (pick its term from the search)',
            },
          ],
        },
      },
    });
    const onShowField = vi.fn();
    renderPage(<E2bR3Download caseId="case-1" onShowField={onShowField} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download E2B(R3)' }));
    const link = await screen.findByRole('link', {
      name: /^E\.i .*: Reaction 2: code the reaction in MedDRA \(pick its term from the search\)$/,
    });
    expect(link.getAttribute('href')).toBe('#reactionTerm-E-1');
    fireEvent.click(link);
    expect(onShowField).toHaveBeenCalledWith('reaction_term', 1);
    expect(downloads).toEqual([]);
  });
});
