import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi } from '@/test/api-mock.ts';
import { buildHistory } from '@/test/builders.ts';
import { renderPage } from '@/test/render.tsx';
import { StatusButtons } from './status-buttons.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('status buttons (SPEC §4.2)', () => {
  it('disables the current status and marks it with a check', () => {
    mockApi({});
    renderPage(<StatusButtons source="email" id="email-1" status={2} />);
    expect(screen.getByRole('button', { name: 'Needs Review ✓' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Non-relevant' })).toHaveProperty('disabled', false);
  });

  it("posts the change, shows 'Updating...' meanwhile, then refetches lists, counts, history and triage", async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const api = mockApi({
      'POST /api/change-status': { body: { success: true, data: buildHistory({ status_id: 3 }) } },
    });
    api.fetchMock.mockImplementationOnce(async () => {
      await answered;
      return new Response(JSON.stringify({ success: true, data: buildHistory({ status_id: 3 }) }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    const { queryClient } = renderPage(<StatusButtons source="recording" id="rec-1" status={1} />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    fireEvent.click(screen.getByRole('button', { name: 'Non-relevant' }));
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Needs Review' })).toHaveProperty('disabled', true);
    release();

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Updating...' })).toBeNull());
    const [, init] = api.fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      reference_id: 'rec-1',
      reference_type: 'recording',
      status_id: 3,
      changed_by: 'user-1',
      changed_by_name: 'Rita Reviewer',
    });
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual([['items', 'recording'], ['triage']]);
  });

  it('logs and shows the failure with the HTTP status and body', async () => {
    mockApi({ 'POST /api/change-status': { status: 409, body: { error: 'Item is gone' } } });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(<StatusButtons source="email" id="email-1" status={1} />);
    fireEvent.click(screen.getByRole('button', { name: 'Needs Review' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to change status: 409 Item is gone'));
    expect(screen.getByRole('button', { name: 'Needs Review' })).toHaveProperty('disabled', false);
  });
});
