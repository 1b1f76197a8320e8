import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Recording } from '@vigila/domain';
import { mockApi } from '@/test/api-mock.ts';
import { buildRecording, counts, page } from '@/test/builders.ts';
import { renderPage } from '@/test/render.tsx';
import { RecordingListPage } from './recording-list-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function start(path: string, recordings: Recording[]) {
  const api = mockApi({
    'GET /api/recordings/counts': { body: counts() },
    'GET /api/recordings': { body: { success: true, recordings, pagination: page(recordings.length) } },
  });
  renderPage(<RecordingListPage />, { path, pattern: '/recordings' });
  return api;
}

describe('recordings grid (SPEC §2.7)', () => {
  it('shows each card: date, uploader, player, language, text, badges, AI status line and status buttons', async () => {
    start('/recordings', [
      buildRecording({ adr: true, summary: 'Caller reports a headache after the tablets.' }),
      buildRecording({
        id: 'rec-2',
        file_name: 'b.wav',
        transcription: '',
        summary: null,
        ai_status: 'processing',
        ai_processed: false,
      }),
      buildRecording({
        id: 'rec-3',
        file_name: 'c.wav',
        transcription: 'Opening hours?',
        detectedLanguage: 'es',
      }),
    ]);
    const [first, second, third] = await screen.findAllByRole('article');
    const card = within(first as HTMLElement);
    expect(card.getByText('Caller reports a headache after the tablets.')).toBeTruthy();
    expect(card.getByText('Uploaded by Rita Reviewer')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(card.getByText('ADR')).toBeTruthy();
    expect(card.getByText('AI Processed')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Needs Review' })).toBeTruthy();
    expect(card.getByRole('link', { name: 'Open call-en-adr.wav' }).getAttribute('href')).toBe(
      '/recordings/rec-1',
    );
    expect(within(second as HTMLElement).getByText('No summary available')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Processing')).toBeTruthy();
    expect(within(third as HTMLElement).getByText('No flags found')).toBeTruthy();
    expect(within(third as HTMLElement).getByText('Spanish')).toBeTruthy();
  });

  it('has no date filter, and searches transcription, organisation or uploader', async () => {
    const api = start('/recordings?q=rita&date=2026-01-01', []);
    await screen.findByText('Nothing matches these filters');
    fireEvent.click(screen.getByRole('button', { name: /Filters/ }));
    expect(screen.queryByLabelText('Date filter')).toBeNull();
    expect(screen.getByPlaceholderText('Search transcription, organisation or uploader')).toBeTruthy();
    const [call] = api.find('GET', '/api/recordings');
    expect(call?.query.get('q')).toBe('rita');
    expect(call?.query.has('date')).toBe(false);
  });

  it.each([
    ['/recordings', 'No recordings found', 'You are all caught up! 🎉'],
    ['/recordings?status=needs_review', 'No recordings need review so far', null],
    ['/recordings?status=non_relevant', 'No non-relevant recordings so far', null],
  ])('%s empty: %s', async (path, title, subtitle) => {
    start(path, []);
    expect(await screen.findByText(title)).toBeTruthy();
    if (subtitle) expect(screen.getByText(subtitle)).toBeTruthy();
    else expect(screen.queryByText('You are all caught up! 🎉')).toBeNull();
    expect(screen.getByText('Total Recordings')).toBeTruthy();
  });
});
