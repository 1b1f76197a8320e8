import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi } from '@/test/api-mock.ts';
import { buildHistory } from '@/test/builders.ts';
import { renderPage } from '@/test/render.tsx';
import { UNDO_OFFER_MS, useUndoOffer } from '../hooks/undo-offer.ts';
import { UndoToast } from './undo-toast.tsx';

// The offer is a module store: start each test without one, whatever ran before in this worker.
beforeEach(() => act(() => useUndoOffer.setState({ offer: null })));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  act(() => useUndoOffer.setState({ offer: null }));
});

const offer = () =>
  act(() => useUndoOffer.getState().show({ historyId: 'h-9', source: 'recording', statusId: 2 }));

describe('Undo after a status change (issue 26 point 8)', () => {
  it('offers Undo, which asks the server to restore the previous status and refetches the lists', async () => {
    const api = mockApi({
      'POST /api/change-status/undo': { body: { success: true, data: buildHistory({ status_id: 1 }) } },
    });
    const { queryClient } = renderPage(<UndoToast />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    offer();
    expect(screen.getByText('Marked Needs Review')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    await waitFor(() => expect(api.find('POST', '/api/change-status/undo')).toHaveLength(1));
    expect(api.find('POST', '/api/change-status/undo')[0]?.body).toEqual({ history_id: 'h-9' });
    await waitFor(() =>
      expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
        ['items', 'recording'],
        ['triage'],
      ]),
    );
  });

  it('goes away by itself after 5 seconds without undoing anything', () => {
    vi.useFakeTimers();
    const api = mockApi({});
    renderPage(<UndoToast />);
    offer();
    act(() => {
      vi.advanceTimersByTime(UNDO_OFFER_MS - 1);
    });
    expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(api.find('POST', '/api/change-status/undo')).toHaveLength(0);
  });

  it('a newer change replaces the offer and gets its own 5 seconds', () => {
    vi.useFakeTimers();
    mockApi({});
    renderPage(<UndoToast />);
    offer();
    act(() => {
      vi.advanceTimersByTime(4_000);
    });
    act(() => {
      useUndoOffer.getState().show({ historyId: 'h-10', source: 'email', statusId: 3 });
    });
    expect(screen.getByText('Marked Non-relevant')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(4_000);
    });
    expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.queryByText('Marked Non-relevant')).toBeNull();
  });
});
