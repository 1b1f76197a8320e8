import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi } from '@/test/api-mock.ts';
import { buildRecording, counts, page } from '@/test/builders.ts';
import { renderPage } from '@/test/render.tsx';
import { notify } from '@/lib/notify.ts';
import { RecordingSourcePanel } from './recording-source-panel.tsx';

const success = vi.spyOn(notify, 'success');
const failure = vi.spyOn(notify, 'error');
beforeEach(() => {
  success.mockReset();
  failure.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const audio = (name: string, type = 'audio/wav') => new File(['RIFF'], name, { type });

function start(
  uploadReply: { status?: number; body: unknown } = { body: { success: true, recording_id: 'rec-1' } },
  engine = 'whisper',
) {
  const api = mockApi({
    'GET /api/recordings/transcription-engine': { body: { engine } },
    'GET /api/recordings/counts': { body: counts({ total: 12, pending: 5 }) },
    'GET /api/recordings': { body: { success: true, recordings: [buildRecording()], pagination: page(1) } },
    'POST /api/recordings/upload': uploadReply,
    'POST /api/recordings/analyze': { body: { success: true } },
  });
  const view = renderPage(
    <ul>
      <RecordingSourcePanel />
    </ul>,
    { path: '/settings', pattern: '/settings' },
  );
  return { api, ...view };
}

const choose = (files: File[]) =>
  fireEvent.change(screen.getByLabelText('Audio files'), { target: { files } });

describe('recordings panel: the transcription engine (decision 0037)', () => {
  it('is active and names the engine when one is configured', async () => {
    start(undefined, 'pocketsphinx');
    await waitFor(() => expect(document.querySelector('[data-status]')?.textContent).toBe('active'));
    expect(screen.getByTestId('source-note').textContent).toBe(
      'Transcribed on this server by pocketsphinx on upload — English calls only: a call in another language waits for a typed transcript.',
    );
  });

  it('is setup-required with no engine, and says what still works: upload, storage, playing, a later Analyze', async () => {
    start(undefined, 'none');
    await waitFor(() => expect(document.querySelector('[data-status]')?.textContent).toBe('setup-required'));
    expect(screen.getByTestId('source-note').textContent).toMatch(
      /^No transcription engine is configured: recordings are still uploaded, stored and played/,
    );
    expect(screen.getByLabelText('Audio files')).toBeTruthy();
  });
});

describe('recordings panel: upload (SPEC §4.3, §5, §8)', () => {
  it('shows total and pending counts and the latest uploads', async () => {
    start();
    expect(await screen.findByText('12 total')).toBeTruthy();
    expect(screen.getByText('5 pending')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'call-en-adr.wav' })).toBeTruthy();
  });

  it("refuses anything that is not audio with 'Please upload only audio files'", () => {
    const { api } = start();
    choose([audio('call.wav'), new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    expect(screen.getByRole('alert').textContent).toBe('Please upload only audio files');
    expect(screen.getByRole('button', { name: 'Upload' })).toHaveProperty('disabled', true);
    expect(api.find('POST', '/api/recordings/upload')).toHaveLength(0);
  });

  it('uploads every file (field audio), starts each analysis, shows progress and goes to the list', async () => {
    let uploads = 0;
    const { api, router } = start();
    api.fetchMock.mockClear();
    choose([audio('one.wav'), audio('two.mp3', 'audio/mpeg')]);
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recordings'));
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.path)).toEqual([
      '/api/recordings/upload',
      '/api/recordings/upload',
      '/api/recordings/analyze',
      '/api/recordings/analyze',
    ]);
    for (const call of posts.slice(0, 2)) {
      expect(call.body).toBeInstanceOf(FormData);
      expect(((call.body as FormData).get('audio') as File).name).toBe(
        uploads++ === 0 ? 'one.wav' : 'two.mp3',
      );
    }
    expect(posts[2]?.body).toEqual({ recordingId: 'rec-1' });
    expect(success.mock.calls.map(([text]) => text)).toEqual([
      'Recording uploaded successfully',
      'Recording analysis started successfully',
    ]);
  });

  it('sends the call language chosen before the file, first (issue 27)', async () => {
    const { api, router } = start();
    fireEvent.change(screen.getByRole('combobox', { name: 'Language of the calls' }), {
      target: { value: 'es' },
    });
    choose([audio('llamada.mp3', 'audio/mpeg')]);
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recordings'));
    const form = api.find('POST', '/api/recordings/upload')[0]?.body as FormData;
    expect(form.get('language')).toBe('es');
    expect([...form.keys()]).toEqual(['language', 'audio']);
  });

  it('resets the progress to 0 and shows the server error when an upload fails', async () => {
    const { router } = start({ status: 400, body: { error: 'The file is not audio the server can decode' } });
    choose([audio('broken.wav')]);
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith(
        'Failed to upload or analyze recording: The file is not audio the server can decode',
      ),
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('shows the progress while the uploads run: 15% at once', async () => {
    const api = start().api;
    api.fetchMock.mockImplementation(() => new Promise(() => undefined));
    choose([audio('slow.wav')]);
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('15');
    expect(screen.getByText('15%')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Uploading…' })).toHaveProperty('disabled', true);
  });
});
