import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Mailbox } from '@vigila/domain';
import { mockApi } from '@/test/api-mock.ts';
import { counts } from '@/test/builders.ts';
import { permissionsAnswer } from '@/test/cases/case-fixtures.ts';
import { renderPage } from '@/test/render.tsx';
import { notify } from '@/lib/notify.ts';
import { EmailSourcePanel } from './email-source-panel.tsx';

const success = vi.spyOn(notify, 'success');
const failure = vi.spyOn(notify, 'error');
const info = vi.spyOn(notify, 'info');
const assign = vi.fn();
beforeEach(() => {
  success.mockReset();
  failure.mockReset();
  info.mockReset();
  assign.mockReset();
  // jsdom's location cannot be spied on: a plain copy of its fields with our assign stands in for it.
  // eslint-disable-next-line @typescript-eslint/no-misused-spread
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => vi.unstubAllGlobals());

const mailbox: Mailbox = {
  id: 'mb-1',
  provider: 'gmail',
  account: 'safety@demo.test',
  status: 'connected',
  last_sync_at: null,
  last_sync_result: null,
  last_sync_count: null,
  connected_by: 'Rita',
  created_at: '2026-03-01T00:00:00Z',
};

function start(mailboxes: Mailbox[] = [], path = '/settings', routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/emails/counts': { body: counts({ total: 7, pending: 3 }) },
    'GET /api/mailboxes': { body: { success: true, data: mailboxes } },
    'POST /api/mailboxes/microsoft/connect': {
      status: 500,
      body: { error: 'MS_CLIENT_ID is not configured' },
    },
    'POST /api/mailboxes/gmail/connect': {
      body: { success: true, url: 'https://accounts.example/o/oauth2?state=s' },
    },
    'POST /api/mailboxes/mb-1/sync': { body: { success: true } },
    'POST /api/email/upload': { body: { success: true, id: 'email-1' } },
    'POST /api/email/analyze': { body: { success: true } },
    ...routes,
  });
  const view = renderPage(
    <ul>
      <EmailSourcePanel />
    </ul>,
    { path, pattern: '/settings' },
  );
  return { api, ...view };
}

describe('e-mail panel (SPEC §2.6, §4.3, §5, §8)', () => {
  it('is setup-required while no e-mail came in and no mailbox is connected', async () => {
    start([], '/settings', { 'GET /api/emails/counts': { body: counts({ total: 0, pending: 0 }) } });
    expect(await screen.findByText('0 total')).toBeTruthy();
    expect(await screen.findByText('No mailbox connected yet.')).toBeTruthy();
    expect(document.querySelector('[data-status]')?.textContent).toBe('setup-required');
    expect(screen.queryByTestId('source-note')).toBeNull();
  });

  it('is active, receiving by upload with the count, when e-mails came in with no mailbox connected', async () => {
    start();
    expect(await screen.findByText('7 total')).toBeTruthy();
    expect(screen.getByText('3 pending')).toBeTruthy();
    expect(await screen.findByText('No mailbox connected yet.')).toBeTruthy();
    expect(document.querySelector('[data-status]')?.textContent).toBe('active');
    expect(screen.getByTestId('source-note').textContent).toBe(
      'Receiving by upload: 7 e-mails in; no mailbox connected.',
    );
  });

  it('is active with a mailbox, and syncs it on request', async () => {
    const { api } = start([mailbox]);
    expect(await screen.findByText('safety@demo.test')).toBeTruthy();
    expect(document.querySelector('[data-status]')?.textContent).toBe('active');
    expect(screen.getByTestId('source-note').textContent).toBe(
      'Receiving from 1 connected mailbox and by upload.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    await waitFor(() => expect(api.find('POST', '/api/mailboxes/mb-1/sync')).toHaveLength(1));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Mailbox sync started'));
  });

  it('disconnects a mailbox after asking, for those the matrix lets remove a channel', async () => {
    const { api } = start([mailbox], '/settings', {
      'GET /api/org/permissions': { body: { success: true, data: permissionsAnswer(['manager']) } },
      'DELETE /api/mailboxes/mb-1': { body: { success: true } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect safety@demo.test' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('The e-mails already imported stay');
    expect(api.find('DELETE', '/api/mailboxes/mb-1')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(api.find('DELETE', '/api/mailboxes/mb-1')).toHaveLength(1));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Mailbox disconnected'));
  });

  it('offers no disconnect to a technician', async () => {
    const { api } = start([mailbox], '/settings', {
      'GET /api/org/permissions': { body: { success: true, data: permissionsAnswer(['technician']) } },
    });
    expect(await screen.findByText('safety@demo.test')).toBeTruthy();
    await waitFor(() => expect(api.find('GET', '/api/org/permissions')).toHaveLength(1));
    // The answer is read before the next render settles; the button the manager sees never comes.
    await screen.findByRole('button', { name: 'Sync now' });
    expect(screen.queryByRole('button', { name: 'Disconnect safety@demo.test' })).toBeNull();
  });

  it("refuses files not ending .eml with 'Please upload only .eml files'", () => {
    start();
    fireEvent.change(screen.getByLabelText('.eml files'), {
      target: { files: [new File(['x'], 'mail_outlook_1.msg')] },
    });
    expect(screen.getByRole('alert').textContent).toBe('Please upload only .eml files');
  });

  it('uploads .eml files under the field email, starts the analysis and goes to /emails', async () => {
    const { api, router } = start();
    fireEvent.change(screen.getByLabelText('.eml files'), {
      target: { files: [new File(['From: a'], 'a.eml')] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/emails'));
    expect((api.find('POST', '/api/email/upload')[0]?.body as FormData).get('email')).toBeInstanceOf(File);
    expect(api.find('POST', '/api/email/analyze')[0]?.body).toEqual({ emailId: 'email-1' });
    expect(success.mock.calls.map(([text]) => text)).toEqual([
      'Email uploaded successfully',
      'Email analysis started successfully',
    ]);
  });

  it('waits out the uploads limit and goes on, so a selection larger than the limit all goes in', async () => {
    const refused = {
      status: 429,
      body: { error: 'Too many uploads (at most 60 a minute): try again in 1 second' },
    };
    let uploads = 0;
    const { api, router } = start([], '/settings', {
      'POST /api/email/upload': () => {
        uploads += 1;
        // The second file meets the limit once; the server takes it a second later.
        return uploads === 2
          ? { ...refused, headers: { 'retry-after': '1' } }
          : { body: { success: true, id: `email-${uploads}` } };
      },
    });
    fireEvent.change(screen.getByLabelText('.eml files'), {
      target: { files: ['a', 'b', 'c'].map((name) => new File(['From: a'], `${name}.eml`)) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/emails'), { timeout: 4_000 });
    expect(api.find('POST', '/api/email/upload')).toHaveLength(4);
    expect(api.find('POST', '/api/email/analyze').map((call) => call.body)).toEqual(
      ['email-1', 'email-3', 'email-4'].map((emailId) => ({ emailId })),
    );
    expect(info).toHaveBeenCalledWith(
      'The server takes a limited number of uploads a minute: the next file goes in 1 s',
    );
    expect(failure).not.toHaveBeenCalled();
  });

  it('stops with the spec toast when the limit still refuses after five waits', async () => {
    const { api, router } = start([], '/settings', {
      'POST /api/email/upload': {
        status: 429,
        headers: { 'retry-after': '0' },
        body: { error: 'Too many uploads (at most 60 a minute): try again in 1 minute' },
      },
    });
    fireEvent.change(screen.getByLabelText('.eml files'), {
      target: { files: [new File(['From: a'], 'a.eml')] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith(
        'Failed to upload or analyze email: Too many uploads (at most 60 a minute): try again in 1 minute',
      ),
    );
    expect(api.find('POST', '/api/email/upload')).toHaveLength(6);
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('sends the browser to the provider on connect, and names the provider on failure', async () => {
    start();
    fireEvent.click(screen.getByRole('button', { name: 'Connect Gmail' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.example/o/oauth2?state=s'));
    fireEvent.click(screen.getByRole('button', { name: 'Connect Microsoft 365' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Failed to connect to Microsoft 365'));
  });

  it('says how the mailbox sign-in went when it returns to Settings, then tidies the URL', async () => {
    const { router } = start([], '/settings?mailbox=connected');
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Mailbox connected: new e-mails will be imported and analysed.'),
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
