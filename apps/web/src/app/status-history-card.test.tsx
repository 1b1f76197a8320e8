import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { emailSource } from '@/features/emails/email-source.ts';
import { recordingSource } from '@/features/recordings/recording-source.ts';
import { mockApi } from '@/test/api-mock.ts';
import { renderPage } from '@/test/render.tsx';
import { StatusHistoryCard } from '@/review/components/detail/status-history-card.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('status history card', () => {
  it("says 'Loading history...' while the call runs", () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    renderPage(<StatusHistoryCard descriptor={emailSource} id="email-1" />);
    expect(screen.getByText('Loading history...')).toBeTruthy();
  });

  it("uses the source's failure text", async () => {
    mockApi({ 'GET /api/recordings/rec-1/history': { status: 500, body: { error: 'x' } } });
    renderPage(<StatusHistoryCard descriptor={recordingSource} id="rec-1" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch recording history');
  });

  it('reads recordings under `history` and other sources under `data`', async () => {
    const entry = {
      id: 'h',
      status_id: 3,
      changed_by: 'u',
      changed_by_name: 'Ana',
      changed_at: '2026-01-01T00:00:00Z',
    };
    mockApi({
      'GET /api/recordings/rec-1/history': { body: { success: true, history: [entry] } },
      'GET /api/emails/email-1/history': {
        body: { success: true, data: [{ ...entry, changed_by_name: 'Bo' }] },
      },
    });
    renderPage(
      <>
        <StatusHistoryCard descriptor={recordingSource} id="rec-1" />
        <StatusHistoryCard descriptor={emailSource} id="email-1" />
      </>,
    );
    expect(await screen.findByText('by Ana')).toBeTruthy();
    expect(await screen.findByText('by Bo')).toBeTruthy();
    expect(screen.getAllByText('Non-relevant')).toHaveLength(2);
  });

  it('shows the Non-relevant reason with its explanation, and marks an undo', async () => {
    const base = { changed_by: 'u', changed_by_name: 'Ana' };
    mockApi({
      'GET /api/emails/email-1/history': {
        body: {
          success: true,
          data: [
            {
              ...base,
              id: 'h1',
              status_id: 3,
              changed_at: '2026-01-01T00:00:00Z',
              reason_code: 'other',
              reason_text: 'A newsletter',
            },
            {
              ...base,
              id: 'h2',
              status_id: 3,
              changed_at: '2026-01-02T00:00:00Z',
              reason_code: 'own',
              reason_label: 'Internal test',
            },
            { ...base, id: 'h3', status_id: 1, changed_at: '2026-01-03T00:00:00Z', undo_of: 'h2' },
          ],
        },
      },
    });
    renderPage(<StatusHistoryCard descriptor={emailSource} id="email-1" />);
    expect(await screen.findByText('Reason: Other (explain) — A newsletter')).toBeTruthy();
    expect(screen.getByText('Reason: Internal test')).toBeTruthy();
    expect(screen.getByText('Undo')).toBeTruthy();
  });
});
