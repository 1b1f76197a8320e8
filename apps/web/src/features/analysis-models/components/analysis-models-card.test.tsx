import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { mockApi } from '@/test/api-mock.ts';
import { renderPage, testUser } from '@/test/render.tsx';
import { AnalysisModelsCard } from './analysis-models-card.tsx';

afterEach(() => vi.unstubAllGlobals());

const figures = (recall: number) => ({
  adr: { precision: 0.7, recall },
  pqc: { precision: null, recall: null },
  mi: { precision: null, recall: null },
});
const models = {
  success: true,
  data: {
    analyzer: 'ensemble@1.0.0+m-aaaaaaaaaaaa',
    bundled_version: 'm-bbbbbbbbbbbb',
    active_version: 'm-aaaaaaaaaaaa',
    verdicts: 120,
    verdicts_since_training: 12,
    retrain_after_verdicts: 50,
    trainable: true,
    versions: [
      {
        id: 'v2',
        version: 'm-cccccccccccc',
        status: 'rejected',
        verdicts: 80,
        held_back: 34,
        current: figures(0.9),
        proposed: figures(0.8),
        reason: 'ADR recall on held-back verdicts would drop from 0.90 to 0.80.',
        created_at: '2026-11-20T10:00:00.000Z',
        activated_at: null,
      },
      {
        id: 'v1',
        version: 'm-aaaaaaaaaaaa',
        status: 'active',
        verdicts: 50,
        held_back: 20,
        current: figures(0.85),
        proposed: figures(0.9),
        reason: 'ADR recall on held-back verdicts 0.90 (in use: 0.85).',
        created_at: '2026-11-10T10:00:00.000Z',
        activated_at: '2026-11-10T10:00:00.000Z',
      },
    ],
  },
};
const asManager = () =>
  useAuthStore
    .getState()
    .setAuth({ ...testUser, role: 'manager', roles: ['manager'] }, 'token-1', Date.now() + 3_600_000);

describe('analysis model card', () => {
  it("shows the organisation's model in use, the verdicts, and each version's decision; technicians only read", async () => {
    mockApi({
      'GET /api/analysis/models': { body: models },
      'GET /api/analysis/reanalysis': { body: { success: true, data: null } },
    });
    renderPage(<AnalysisModelsCard />);
    expect((await screen.findByTestId('model-in-use')).textContent).toContain(
      "Your organisation's model m-aaaaaaaaaaaa",
    );
    expect(screen.getByTestId('model-verdicts').textContent).toContain(
      '120 in all, 12 since the last training (a training starts after 50)',
    );
    const rejected = document.querySelector('tr[data-status="rejected"]') as HTMLElement;
    expect(rejected.textContent).toContain('Not used');
    expect(rejected.textContent).toContain('90% → 80%');
    expect(rejected.textContent).toContain('would drop');
    expect(screen.queryByRole('button', { name: 'Retrain now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use this version' })).toBeNull();
  });

  it('lets a manager roll back to a version, go back to the bundled model, and start a training', async () => {
    const api = mockApi({
      'GET /api/analysis/models': { body: models },
      'GET /api/analysis/reanalysis': { body: { success: true, data: null } },
      'POST /api/analysis/models/activate': { body: { success: true } },
      'POST /api/analysis/models/train': {
        status: 202,
        body: { success: true, message: 'Training started' },
      },
    });
    renderPage(<AnalysisModelsCard />);
    asManager();
    const rejected = await waitFor(() => {
      const row = document.querySelector<HTMLElement>('tr[data-status="rejected"]');
      if (!row) throw new Error('no versions yet');
      return row;
    });
    fireEvent.click(await within(rejected).findByRole('button', { name: 'Use this version' }));
    await waitFor(() =>
      expect(api.find('POST', '/api/analysis/models/activate')[0]?.body).toEqual({ id: 'v2' }),
    );
    fireEvent.click(screen.getByRole('button', { name: "Use Vigila's model" }));
    await waitFor(() =>
      expect(api.find('POST', '/api/analysis/models/activate')[1]?.body).toEqual({ id: null }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retrain now' }));
    await waitFor(() => expect(api.find('POST', '/api/analysis/models/train')).toHaveLength(1));
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Training…' })).disabled).toBe(true);
  });

  it('shows the progress of a running re-analysis and offers none while it runs', async () => {
    mockApi({
      'GET /api/analysis/models': { body: models },
      'GET /api/analysis/reanalysis': {
        body: {
          success: true,
          data: {
            id: 'r1',
            status: 'running',
            total: 200,
            done: 50,
            created_at: '2026-11-24T10:00:00Z',
            completed_at: null,
          },
        },
      },
    });
    renderPage(<AnalysisModelsCard />);
    asManager();
    expect(await screen.findByText('50 of 200 pending items re-analysed (25%)…')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Re-analyse pending items' }).disabled).toBe(
      true,
    );
  });
});
