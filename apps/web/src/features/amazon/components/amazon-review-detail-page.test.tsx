import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AmazonReview } from '@vigila/domain';
import { buildAmazonReview } from '@/test/builders.ts';
import { mockApi } from '@/test/api-mock.ts';
import { renderPage } from '@/test/render.tsx';
import { AmazonReviewDetailPage } from './amazon-review-detail-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const PATTERN = '/amazon/:asin/:reviewId';
const card = (title: string) => within(screen.getByText(title).closest('.rounded-xl') as HTMLElement);

function start(
  review: AmazonReview,
  history: { status?: number; body: unknown } = { body: { success: true, data: [] } },
) {
  mockApi({
    'GET /api/reviews/item-amz-1/history': history,
    'GET /api/reviews/R2ABCDEF': { body: { success: true, data: review } },
  });
  renderPage(<AmazonReviewDetailPage />, { path: '/amazon/B0TESTASIN/R2ABCDEF', pattern: PATTERN });
}

describe('Amazon review detail (SPEC §2.8)', () => {
  it('shows the ASIN linking to the Spanish store, author, date, stars, Verified Purchase, title and body', async () => {
    start(buildAmazonReview({ adr: true, adr_reason: 'dolor de estómago' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Me dio dolor de estómago' })).toBeTruthy();
    const asinLinks = screen.getAllByRole('link', { name: /B0TESTASIN/ });
    expect(asinLinks[0]?.getAttribute('href')).toBe('https://www.amazon.es/dp/B0TESTASIN');
    expect(screen.getAllByText('María G.').length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: 'Rated 2 out of 5 stars' })).toBeTruthy();
    expect(screen.getByText('Verified Purchase')).toBeTruthy();
    expect(screen.getByText(/tuve dolor de estómago y náuseas/)).toBeTruthy();
    expect(document.querySelector('[data-flag="adr"]')?.textContent).toContain('dolor de estómago');
  });

  it('prefixes the relative review link with https://www.amazon.es', async () => {
    start(buildAmazonReview());
    const link = await screen.findByRole('link', { name: /View review/ });
    expect(link.getAttribute('href')).toBe('https://www.amazon.es/gp/customer-reviews/R2ABCDEF');
    expect(
      card('Quick Actions')
        .getByRole('link', { name: /View on Amazon/ })
        .getAttribute('href'),
    ).toBe('https://www.amazon.es/gp/customer-reviews/R2ABCDEF');
  });

  it("says 'No date' without a date, and shows Drug Mentions and View Profile only when known", async () => {
    start(buildAmazonReview({ review_date: null }));
    expect((await screen.findAllByText('No date')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Drug Mentions')).toBeNull();
    expect(screen.queryByRole('link', { name: /View Profile/ })).toBeNull();
  });

  it('shows Drug Mentions, View Profile, platform details and the status buttons', async () => {
    start(
      buildAmazonReview({
        drug_mention: 'ibuprofeno, omeprazol',
        user_profile_link: '/gp/profile/amzn1.account.X',
        status: { id: 3 },
        review_status: 'non_relevant',
      }),
    );
    expect(await screen.findByText('Drug Mentions')).toBeTruthy();
    expect(card('Drug Mentions').getByText('omeprazol')).toBeTruthy();
    expect(screen.getByRole('link', { name: /View Profile/ }).getAttribute('href')).toBe(
      'https://www.amazon.es/gp/profile/amzn1.account.X',
    );
    expect(card('Platform Details').getByText('amazon.es')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Non-relevant ✓' })).toHaveProperty('disabled', true);
    // The button's code (the cases feature) loads with the first detail page.
    expect(await screen.findByRole('button', { name: 'Convert to Case' })).toHaveProperty('disabled', false);
  });

  it("uses 'Failed to fetch review history'", async () => {
    start(buildAmazonReview(), { status: 500, body: { error: 'x' } });
    await screen.findByText('Status History');
    await waitFor(() =>
      expect(card('Status History').getByRole('alert').textContent).toBe('Failed to fetch review history'),
    );
  });

  it("shows 'Review Not Found' with its sentence", async () => {
    mockApi({ 'GET /api/reviews/gone': { status: 404, body: { error: 'Review not found' } } });
    renderPage(<AmazonReviewDetailPage />, { path: '/amazon/B0X/gone', pattern: PATTERN });
    expect(await screen.findByRole('heading', { name: 'Review Not Found' })).toBeTruthy();
    expect(
      screen.getByText(
        "The review you're looking for could not be found. It may have been deleted or is not accessible.",
      ),
    ).toBeTruthy();
  });
});
