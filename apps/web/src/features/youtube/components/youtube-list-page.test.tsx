import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { YoutubeCommentItem } from '@vigila/domain';
import { mockApi } from '@/test/api-mock.ts';
import { buildYoutubeComment, counts, page } from '@/test/builders.ts';
import { renderPage } from '@/test/render.tsx';
import { YoutubeListPage } from './youtube-list-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function start(path: string, comments: YoutubeCommentItem[], pattern = '/youtube') {
  const api = mockApi({
    'GET /api/youtube/getComments/counts': { body: counts() },
    'GET /api/youtube/getComments': {
      body: { success: true, reviews: comments, pagination: page(comments.length) },
    },
  });
  renderPage(<YoutubeListPage />, { path, pattern });
  return api;
}

describe('YouTube list (SPEC §2.7)', () => {
  it('reads the list under `reviews` and shows author, Reply badge, video, text, counts, flags and status', async () => {
    start('/youtube', [
      buildYoutubeComment({
        mi: true,
        is_reply: true,
        parent_comment_id: 'UgxPARENT',
        textDisplay:
          'Is it safe <a href="https://www.youtube.com/watch?v=x&amp;t=5">0:05</a>?<img src=x onerror="alert(1)">',
      }),
    ]);
    const [first] = await screen.findAllByRole('article');
    const row = within(first as HTMLElement);
    expect(row.getByRole('link', { name: '@viewer42' }).getAttribute('href')).toBe(
      '/youtube/%40healthchannel/comment/UgxCOMMENT1',
    );
    expect(row.getByText('Reply')).toBeTruthy();
    expect(row.getByText('Video dQw4w9WgXcQ')).toBeTruthy();
    // Rows flatten the comment's links to text (the whole row opens the detail) and drop anything unsafe.
    expect(row.getByText(/Is it safe 0:05\?/)).toBeTruthy();
    expect(row.getAllByRole('link')).toHaveLength(1);
    expect((first as HTMLElement).innerHTML).not.toContain('onerror');
    expect(row.getByLabelText('12 likes')).toBeTruthy();
    expect(row.getByText('MI')).toBeTruthy();
    expect(row.getByRole('button', { name: 'Non-relevant' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Total Comments/ })).toBeTruthy();
  });

  it('asks for one channel on /youtube/{username}', async () => {
    const api = start('/youtube/%40healthchannel', [buildYoutubeComment()], '/youtube/:username');
    await screen.findAllByRole('article');
    expect(screen.getByRole('heading', { name: 'YouTube channel @healthchannel' })).toBeTruthy();
    expect(api.find('GET', '/api/youtube/getComments')[0]?.query.get('source_key')).toBe('@healthchannel');
  });

  it("shows 'Failed to fetch YouTube comments: {status text}'", async () => {
    mockApi({
      'GET /api/youtube/getComments/counts': { body: counts() },
      'GET /api/youtube/getComments': { status: 503, body: { error: 'Service Unavailable' } },
    });
    renderPage(<YoutubeListPage />, { path: '/youtube', pattern: '/youtube' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe(
      'Failed to fetch YouTube comments: Service Unavailable',
    );
  });
});
