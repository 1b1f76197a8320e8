import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { InstagramComment } from '@vigila/domain';
import { mockApi } from '@/test/api-mock.ts';
import { buildInstagramComment, counts, page } from '@/test/builders.ts';
import { renderPage } from '@/test/render.tsx';
import { profileCommentPages } from '@/review/components/profile-comments/profile-comment-pages.tsx';
import { instagramComments } from './instagram-source.ts';

afterEach(() => vi.unstubAllGlobals());

// Instagram's pages: the review layer's profile-comment pages with Instagram's kit.
const { List: InstagramListPage } = profileCommentPages(instagramComments);

function start(path: string, comments: InstagramComment[], pattern = '/instagram') {
  const api = mockApi({
    'GET /api/instagram/posts/counts': { body: counts() },
    'GET /api/instagram/posts': {
      body: { success: true, data: comments, pagination: page(comments.length) },
    },
  });
  renderPage(<InstagramListPage />, { path, pattern });
  return api;
}

describe('Instagram list (SPEC §2.7)', () => {
  it('shows a row per comment: commenter, post owner, text, likes/replies, badges, AI status, status buttons', async () => {
    start('/instagram', [
      buildInstagramComment({ adr: true, is_reply: true }),
      buildInstagramComment({
        id: 'item-ig-2',
        comment_id: '17900000000000002',
        owner_username: 'sam',
        text: 'Where can I buy it?',
        ai_status: 'processing',
        ai_processed: false,
      }),
    ]);
    const [first, second] = await screen.findAllByRole('article');
    const row = within(first as HTMLElement);
    expect(row.getByRole('link', { name: '@laura.runs' }).getAttribute('href')).toBe(
      '/instagram/pharma_brand/comment/17900000000000001',
    );
    expect(row.getByText('Post by @pharma_brand')).toBeTruthy();
    expect(row.getByText('These pills gave me a terrible headache')).toBeTruthy();
    expect(row.getByLabelText('4 likes')).toBeTruthy();
    expect(row.getByLabelText('1 reply')).toBeTruthy(); // the plural rules of the interface language (issue 11)
    expect(row.getByText('ADR')).toBeTruthy();
    expect(row.getByText('Reply')).toBeTruthy();
    expect(row.getByText('AI Processed')).toBeTruthy();
    expect(row.getByRole('button', { name: 'Needs Review' })).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Processing')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Total Comments/ })).toBeTruthy();
  });

  it('asks for one profile on /instagram/{username} and opens on AI triage', async () => {
    const api = start('/instagram/pharma_brand', [buildInstagramComment()], '/instagram/:username');
    expect(await screen.findByRole('heading', { name: 'Instagram profile @pharma_brand' })).toBeTruthy();
    await screen.findAllByRole('article');
    const [call] = api.find('GET', '/api/instagram/posts');
    expect(call?.query.get('source_key')).toBe('pharma_brand');
    expect(call?.query.get('ai_triage')).toBe('true');
  });

  it("shows 'Failed to fetch Instagram posts' when the list fails", async () => {
    mockApi({
      'GET /api/instagram/posts/counts': { body: counts() },
      'GET /api/instagram/posts': { status: 500, body: { error: 'Database unavailable' } },
    });
    renderPage(<InstagramListPage />, { path: '/instagram', pattern: '/instagram' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch Instagram posts');
    expect(alert.textContent).toContain('Database unavailable');
  });
});
