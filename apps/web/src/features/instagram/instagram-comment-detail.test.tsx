import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@/test/api-mock.ts';
import { buildHistory, buildInstagramComment } from '@/test/builders.ts';
import { renderPage } from '@/test/render.tsx';
import { profileCommentPages } from '@/review/components/profile-comments/profile-comment-pages.tsx';
import { instagramComments } from './instagram-source.ts';

afterEach(() => vi.unstubAllGlobals());

// Instagram's pages: the review layer's profile-comment pages with Instagram's kit.
const { Detail: InstagramCommentDetailPage } = profileCommentPages(instagramComments);

const PATTERN = '/instagram/:username/comment/:commentId';
const comment = buildInstagramComment({
  adr: true,
  adr_reason: 'Quote: "gave me a terrible headache"',
  status: { id: 2 },
  history_status_id: 2,
});

const card = (title: string) => within(screen.getByText(title).closest('.rounded-xl') as HTMLElement);

function start(
  historyReply: { status?: number; body: unknown } = { body: { success: true, data: [buildHistory()] } },
) {
  const api = mockApi({
    'GET /api/instagram/item-ig-1/history': historyReply,
    'GET /api/instagram/17900000000000001': { body: { success: true, data: comment } },
  });
  renderPage(<InstagramCommentDetailPage />, {
    path: '/instagram/pharma_brand/comment/17900000000000001',
    pattern: PATTERN,
  });
  return api;
}

describe('Instagram comment detail (SPEC §2.8)', () => {
  it('shows commenter, post owner, text, counts and the link to the parent post', async () => {
    start();
    expect(await screen.findByRole('heading', { level: 1, name: 'Comment by @laura.runs' })).toBeTruthy();
    expect(screen.getByText('Post by @pharma_brand')).toBeTruthy();
    expect(screen.getByText('These pills gave me a terrible headache')).toBeTruthy();
    expect(screen.getAllByLabelText('4 likes').length).toBeGreaterThan(0);
    const links = screen.getAllByRole('link', { name: /View on Instagram/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.instagram.com/p/C0DEabc/',
      'https://www.instagram.com/p/C0DEabc/',
    ]);
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows status buttons, Safety Flags with Train AI, history and the platform details', async () => {
    start();
    expect(await screen.findByRole('button', { name: 'Needs Review ✓' })).toHaveProperty('disabled', true);
    expect(document.querySelector('[data-flag="adr"]')?.textContent).toContain('gave me a terrible headache');
    expect(screen.getByRole('button', { name: 'Train AI' })).toBeTruthy();
    await waitFor(() => expect(card('Status History').getByText('by Rita Reviewer')).toBeTruthy());
    const details = card('Platform Details');
    expect(details.getByText('4 likes · 1 reply')).toBeTruthy(); // plural rules of the interface language
    expect(details.getByText('Processing Status')).toBeTruthy();
    expect(details.getByText('Processed')).toBeTruthy();
    // The button's code (the cases feature) loads with the first detail page.
    expect(await screen.findByRole('button', { name: 'Convert to Case' })).toHaveProperty('disabled', false);
  });

  it("uses 'Failed to fetch history' when the history fails", async () => {
    start({ status: 500, body: { error: 'x' } });
    await screen.findByText('Status History');
    await waitFor(() =>
      expect(card('Status History').getByRole('alert').textContent).toBe('Failed to fetch history'),
    );
  });

  it("shows 'Comment Not Found' with its sentence", async () => {
    const api = mockApi({
      'GET /api/instagram/missing': { status: 404, body: { error: 'Comment not found' } },
    });
    renderPage(<InstagramCommentDetailPage />, { path: '/instagram/x/comment/missing', pattern: PATTERN });
    expect(await screen.findByRole('heading', { name: 'Comment Not Found' })).toBeTruthy();
    expect(
      screen.getByText(
        "The comment you're looking for could not be found. It may have been deleted or is not accessible.",
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry Loading' }));
    await waitFor(() => expect(api.find('GET', '/api/instagram/missing')).toHaveLength(2));
  });
});
