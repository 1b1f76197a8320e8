import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi } from '@/test/api-mock.ts';
import { buildRecording } from '@/test/builders.ts';
import { renderPage } from '@/test/render.tsx';
import { RecordingDetailPage } from './recording-detail-page.tsx';

beforeEach(() => {
  // jsdom does not play media.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function start(
  recording = buildRecording(),
  urlReply: { status?: number; body: unknown } = {
    body: {
      success: true,
      data: { signedUrl: '/files?key=k&expires=1&sig=s', expiresAt: '2026-03-05T10:00:00Z' },
    },
  },
) {
  const api = mockApi({
    'GET /api/recordings/rec-1/url': urlReply,
    'GET /api/recordings/rec-1/history': { body: { success: true, history: [] } },
    'GET /api/recordings/rec-1': { body: { success: true, data: recording } },
    'DELETE /api/recordings/rec-1': { body: { success: true } },
    'POST /api/recordings/analyze': { body: { success: true } },
    'PUT /api/recordings/rec-1/transcript': {
      body: { success: true, message: 'Transcript saved: the recording is analysed again', version: 2 },
    },
  });
  const view = renderPage(<RecordingDetailPage />, {
    path: '/recordings/rec-1',
    pattern: '/recordings/:recordingId',
  });
  return { api, ...view };
}

describe('recording detail (SPEC §2.8)', () => {
  it('lets a reviewer correct the transcript and say the call’s language (issue 27)', async () => {
    const { api } = start();
    fireEvent.click(await screen.findByRole('button', { name: 'Correct the transcript' }));
    const field = screen.getByLabelText('Transcript');
    expect((field as HTMLTextAreaElement).value).toBe('I took the tablets and got a headache.');
    fireEvent.change(field, { target: { value: 'Tomé las pastillas y me dio dolor de cabeza.' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Language of the call' }), {
      target: { value: 'es' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save transcript' }));
    await waitFor(() =>
      expect(api.find('PUT', '/api/recordings/rec-1/transcript').at(-1)?.body).toEqual({
        text: 'Tomé las pastillas y me dio dolor de cabeza.',
        language: 'es',
      }),
    );
  });

  it('shows the date, AI badge, language, transcription and the player fed by the signed URL', async () => {
    start();
    expect(await screen.findByRole('heading', { level: 1, name: 'call-en-adr.wav' })).toBeTruthy();
    expect(screen.getByText('AI processed')).toBeTruthy();
    expect(screen.getByText('Language: English')).toBeTruthy();
    expect(screen.getByText('I took the tablets and got a headache.')).toBeTruthy();
    await screen.findByRole('group', { name: 'Audio player' });
    expect(document.querySelector('audio')?.getAttribute('src')).toBe('/files?key=k&expires=1&sig=s');
    expect(screen.getByText('0:00 / 1:23')).toBeTruthy();
    expect(screen.queryByText('Summary')).toBeNull();
    expect(await screen.findByText('No status history available for this item.')).toBeTruthy();
  });

  it('plays and pauses, seeks on a click of the progress bar, and cycles the speed 1 → 1.25 … 2 → 0.5 → 1', async () => {
    start();
    const play = await screen.findByRole('button', { name: 'Play' });
    fireEvent.click(play);
    const audio = document.querySelector('audio') as HTMLAudioElement;
    fireEvent.play(audio);
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeTruthy();

    const bar = screen.getByRole('slider', { name: 'Playback position' });
    vi.spyOn(bar, 'getBoundingClientRect').mockReturnValue({ left: 0, width: 200 } as DOMRect);
    fireEvent.click(bar, { clientX: 100 });
    expect(audio.currentTime).toBeCloseTo(41.5);
    expect(screen.getByText('0:41 / 1:23')).toBeTruthy();

    const speeds: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      fireEvent.click(screen.getByRole('button', { name: /^Playback speed/ }));
      speeds.push(String(audio.playbackRate));
    }
    expect(speeds).toEqual(['1.25', '1.5', '1.75', '2', '0.5', '1']);
  });

  it("says 'Failed to load audio URL' when the signed URL cannot be had", async () => {
    start(buildRecording(), { status: 500, body: { error: 'boom' } });
    expect(await screen.findByText('Failed to load audio URL')).toBeTruthy();
  });

  it("shows the summary only when present, and the 'Processing Error' alert with ai_error", async () => {
    start(
      buildRecording({
        summary: 'Caller reports a headache.',
        ai_status: 'failed',
        ai_processed: false,
        ai_error: 'No transcription engine configured',
      }),
    );
    expect(await screen.findByText('Summary')).toBeTruthy();
    expect(screen.getByText('Caller reports a headache.')).toBeTruthy();
    const alert = screen.getAllByRole('alert').find((node) => node.textContent.includes('Processing Error'));
    expect(alert?.textContent).toContain('No transcription engine configured');
    // The header's badge says it failed too: nothing is processing any more.
    expect(screen.queryByText('Processing')).toBeNull();
  });

  it('deletes in two steps and returns to the list', async () => {
    const { api, router } = start();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete call-en-adr.wav' }));
    expect(api.find('DELETE', '/api/recordings/rec-1')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recordings'));
    expect(api.find('DELETE', '/api/recordings/rec-1')).toHaveLength(1);
  });

  it('runs the analysis again on request (a failed transcription is retryable)', async () => {
    const { api } = start(
      buildRecording({ ai_status: 'failed', ai_processed: false, ai_error: 'No engine' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Analyse again' }));
    // The header says it failed (waiting for an engine or a typed transcript), not that it is still processing.
    expect(screen.queryByText('Processing')).toBeNull();
    expect(screen.getAllByText('Processing Error').length).toBeGreaterThan(0);
    await waitFor(() => expect(api.find('POST', '/api/recordings/analyze')).toHaveLength(1));
    expect(api.find('POST', '/api/recordings/analyze')[0]?.body).toEqual({ recordingId: 'rec-1' });
  });

  it("shows 'Recording Not Found'", async () => {
    mockApi({ 'GET /api/recordings/nope': { status: 404, body: { error: 'Recording not found' } } });
    renderPage(<RecordingDetailPage />, { path: '/recordings/nope', pattern: '/recordings/:recordingId' });
    expect(await screen.findByRole('heading', { name: 'Recording Not Found' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry Loading' })).toBeTruthy();
  });
});
