import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi } from '@/test/api-mock.ts';
import { renderPage } from '@/test/render.tsx';
import { AnalysisQualityCard } from './analysis-quality-card.tsx';

afterEach(() => vi.unstubAllGlobals());

const none = { precision: null, recall: null, correct: 0, incorrect: 0, missed: 0 };

describe('analysis quality card', () => {
  it("shows precision and recall per flag, and 'No feedback yet' where there is none", async () => {
    mockApi({
      'GET /api/feedback/metrics': {
        body: {
          success: true,
          data: {
            adr: { precision: 0.75, recall: 0.6, correct: 3, incorrect: 1, missed: 2 },
            pqc: none,
            mi: none,
          },
        },
      },
    });
    renderPage(<AnalysisQualityCard />);
    const adr = await screen.findByText('3 correct · 1 incorrect · 2 missed');
    const row = adr.closest('tr') as HTMLElement;
    expect(row.textContent).toContain('75%');
    expect(row.textContent).toContain('60%');
    expect(document.querySelector('[data-flag="pqc"]')?.textContent).toContain('No feedback yet');
  });
});
