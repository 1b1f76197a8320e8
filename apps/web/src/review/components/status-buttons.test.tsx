import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_NON_RELEVANT_REASONS } from '@vigila/domain';
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
      'POST /api/change-status': { body: { success: true, data: buildHistory({ status_id: 2 }) } },
    });
    api.fetchMock.mockImplementationOnce(async () => {
      await answered;
      return new Response(JSON.stringify({ success: true, data: buildHistory({ status_id: 2 }) }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    const { queryClient } = renderPage(<StatusButtons source="recording" id="rec-1" status={1} />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    fireEvent.click(screen.getByRole('button', { name: 'Needs Review' }));
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Non-relevant' })).toHaveProperty('disabled', true);
    release();

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Updating...' })).toBeNull());
    const [, init] = api.fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      reference_id: 'rec-1',
      reference_type: 'recording',
      status_id: 2,
      changed_by: 'user-1',
      changed_by_name: 'Rita Reviewer',
    });
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual([['items', 'recording'], ['triage']]);
  });

  it('asks for a reason before marking Non-relevant, and sends it with its explanation', async () => {
    const api = mockApi({
      'GET /api/triage/reasons': {
        body: { success: true, data: DEFAULT_NON_RELEVANT_REASONS, customised: false },
      },
      'POST /api/change-status': { body: { success: true, data: buildHistory({ status_id: 3 }) } },
    });
    renderPage(<StatusButtons source="email" id="email-1" status={1} />);
    fireEvent.click(screen.getByRole('button', { name: 'Non-relevant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Why is this item Non-relevant?' });
    expect(api.find('POST', '/api/change-status')).toHaveLength(0);
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Other \(explain\)/ }));
    const confirm = within(dialog).getByRole('button', { name: 'Mark Non-relevant' });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Explain/ }), {
      target: { value: 'A newsletter' },
    });
    fireEvent.click(confirm);
    await waitFor(() => expect(api.find('POST', '/api/change-status')).toHaveLength(1));
    expect(api.find('POST', '/api/change-status')[0]?.body).toMatchObject({
      status_id: 3,
      reason_code: 'other',
      reason_text: 'A newsletter',
    });
  });

  it('picks a reason by its number from the keyboard and confirms with Enter', async () => {
    const api = mockApi({
      'GET /api/triage/reasons': {
        body: { success: true, data: DEFAULT_NON_RELEVANT_REASONS, customised: false },
      },
      'POST /api/change-status': { body: { success: true, data: buildHistory({ status_id: 3 }) } },
    });
    renderPage(<StatusButtons source="email" id="email-1" status={1} />);
    fireEvent.click(screen.getByRole('button', { name: 'Non-relevant' }));
    const dialog = await screen.findByRole('dialog');
    const spam = await within(dialog).findByRole('radio', { name: /Spam or advertising/ });
    fireEvent.keyDown(spam, { key: '3' });
    expect(within(dialog).getByRole('radio', { name: /Duplicate/ })).toHaveProperty('checked', true);
    fireEvent.submit(within(dialog).getByRole('button', { name: 'Mark Non-relevant' }));
    await waitFor(() => expect(api.find('POST', '/api/change-status')).toHaveLength(1));
    expect(api.find('POST', '/api/change-status')[0]?.body).toMatchObject({ reason_code: 'duplicate' });
    expect(api.find('POST', '/api/change-status')[0]?.body).not.toHaveProperty('reason_text');
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
