import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { YoutubeCommentItem } from '@vigila/domain';
import { buildYoutubeComment } from '@/test/builders.ts';
import { mockApi } from '@/test/api-mock.ts';
import { renderPage } from '@/test/render.tsx';
import { YoutubeCommentDetailPage } from './youtube-comment-detail-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const PATTERN = '/youtube/:username/comment/:commentId';
const card = (title: string) => within(screen.getByText(title).closest('.rounded-xl') as HTMLElement);

function start(comment: YoutubeCommentItem) {
  const api = mockApi({
    'GET /api/youtube/item-yt-1/history': { body: { success: true, data: [] } },
    'GET /api/youtube/UgxCOMMENT1': { body: { success: true, data: comment } },
  });
  renderPage(<YoutubeCommentDetailPage />, {
    path: '/youtube/%40healthchannel/comment/UgxCOMMENT1',
    pattern: PATTERN,
  });
  return api;
}

describe('YouTube comment detail (SPEC §2.8)', () => {
  it('renders textDisplay as sanitised HTML: no script or event handler survives', async () => {
    start(
      buildYoutubeComment({
        textDisplay:
          'My <b>skin</b> broke out<script>window.hacked = true</script><img src="x" onerror="alert(1)"><a href="javascript:alert(2)">x</a>',
      }),
    );
    const bold = await screen.findByText('skin');
    expect(bold.tagName).toBe('B');
    const html = (bold.parentElement as HTMLElement).innerHTML;
    expect(html).not.toMatch(/script|onerror|javascript/);
    expect(document.querySelector('script')).toBeNull();
  });

  it('shows the original text only when it reads differently from what YouTube displays', async () => {
    start(buildYoutubeComment({ text_original: 'Took it for a week and my skin broke out' }));
    await screen.findByText('skin');
    expect(screen.queryByText('Original Text')).toBeNull();
  });

  it('shows Reply, video id, author, original text, counts, links, platform details and quick actions', async () => {
    start(
      buildYoutubeComment({
        is_reply: true,
        parent_comment_id: 'UgxPARENT',
        textDisplay: 'Me salió un sarpullido',
        text_original: 'I got a rash',
        ai_status: 'failed',
        ai_processed: false,
        ai_error: 'Analyzer timed out',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Comment by @viewer42' })).toBeTruthy();
    expect(screen.getAllByText('Reply').length).toBeGreaterThan(0);
    expect(screen.getByText('dQw4w9WgXcQ')).toBeTruthy();
    expect(screen.getByText('Original Text')).toBeTruthy();
    expect(screen.getByText('I got a rash')).toBeTruthy();
    const videoLinks = screen.getAllByRole('link', { name: /View Video/ });
    expect(videoLinks[0]?.getAttribute('href')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(screen.getAllByRole('link', { name: /View Channel/ })[0]?.getAttribute('href')).toBe(
      'https://www.youtube.com/channel/UCchannel1',
    );
    const details = card('Platform Details');
    expect(details.getByText('Type')).toBeTruthy();
    expect(details.getByText('UgxPARENT')).toBeTruthy();
    expect(details.getByText('Analyzer timed out')).toBeTruthy();
    const actions = card('Quick Actions');
    expect(actions.getByRole('link', { name: /View Video/ })).toBeTruthy();
    // The button's code (the cases feature) loads with the first detail page.
    expect(await actions.findByRole('button', { name: 'Convert to Case' })).toHaveProperty('disabled', false);
    await waitFor(() =>
      expect(card('Status History').getByText('No status history available for this item.')).toBeTruthy(),
    );
  });

  it('names a top-level comment so', async () => {
    start(buildYoutubeComment());
    await screen.findByText('Platform Details');
    expect(card('Platform Details').getByText('Top-level Comment')).toBeTruthy();
  });

  it("shows the same 'Comment Not Found' as Instagram", async () => {
    mockApi({ 'GET /api/youtube/nope': { status: 404, body: { error: 'Comment not found' } } });
    renderPage(<YoutubeCommentDetailPage />, { path: '/youtube/x/comment/nope', pattern: PATTERN });
    expect(await screen.findByRole('heading', { name: 'Comment Not Found' })).toBeTruthy();
    expect(
      screen.getByText(
        "The comment you're looking for could not be found. It may have been deleted or is not accessible.",
      ),
    ).toBeTruthy();
  });
});
