import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AmazonReview } from '@vigila/domain';
import { mockApi } from '@/test/api-mock.ts';
import { buildAmazonReview, counts, page } from '@/test/builders.ts';
import { renderPage } from '@/test/render.tsx';
import { AmazonListPage } from './amazon-list-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function start(path: string, reviews: AmazonReview[], pattern = '/amazon') {
  const api = mockApi({
    'GET /api/items/export': { body: 'id\r\n' },
    'GET /api/reviews/counts': { body: counts() },
    'GET /api/reviews': { body: { success: true, data: reviews, pagination: page(reviews.length) } },
  });
  renderPage(<AmazonListPage />, { path, pattern });
  return api;
}

describe('Amazon list (SPEC §2.7)', () => {
  it('exports the sub-list with its filters as CSV', async () => {
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:csv' });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = start(
      '/amazon/B0TESTASIN?ai_triage=false&status=needs_review&q=rash',
      [buildAmazonReview()],
      '/amazon/:asin',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const [call] = api.find('GET', '/api/items/export');
    expect(Object.fromEntries(call?.query ?? [])).toEqual({
      source: 'amazon',
      status: 'needs_review',
      q: 'rash',
      source_key: 'B0TESTASIN',
    });
    click.mockRestore();
  });

  it("shows rows with stars, Verified Purchase, author, product, body and flags, and 'Total Reviews'", async () => {
    start('/amazon', [
      buildAmazonReview({ adr: true, pqc: true }),
      buildAmazonReview({
        id: 'item-amz-2',
        review_id: 'R9',
        review_title: null,
        author: null,
        review_date: null,
        rating_score: 5,
        verified_purchase: false,
      }),
    ]);
    const [first, second] = await screen.findAllByRole('article');
    const row = within(first as HTMLElement);
    expect(row.getByRole('link', { name: 'Me dio dolor de estómago' }).getAttribute('href')).toBe(
      '/amazon/B0TESTASIN/R2ABCDEF',
    );
    expect(row.getByRole('img', { name: 'Rated 2 out of 5 stars' })).toBeTruthy();
    expect(row.getByText('Verified Purchase')).toBeTruthy();
    expect(row.getByText(/María G\./)).toBeTruthy();
    expect(row.getByText(/Ibuprofeno 400 mg/)).toBeTruthy();
    expect(row.getByText('ADR')).toBeTruthy();
    expect(row.getByText('PQC')).toBeTruthy();
    expect(row.getByRole('button', { name: 'Needs Review' })).toBeTruthy();
    const other = within(second as HTMLElement);
    expect(other.getByRole('link', { name: 'Review by Anonymous' })).toBeTruthy();
    expect(other.getByText('No date')).toBeTruthy();
    expect(other.queryByText('Verified Purchase')).toBeNull();
    expect(screen.getByRole('button', { name: /Total Reviews/ })).toBeTruthy();
  });

  it('asks for one product on /amazon/{asin} and opens on AI triage with status all', async () => {
    const api = start('/amazon/B0TESTASIN', [buildAmazonReview()], '/amazon/:asin');
    await screen.findAllByRole('article');
    const [call] = api.find('GET', '/api/reviews');
    expect(call?.query.get('source_key')).toBe('B0TESTASIN');
    expect(call?.query.get('ai_triage')).toBe('true');
    expect(screen.getByRole('button', { name: /Triage \(AI\)/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it("shows 'Failed to get reviews' when the list fails", async () => {
    mockApi({
      'GET /api/reviews/counts': { body: counts() },
      'GET /api/reviews': { status: 500, body: '' },
    });
    renderPage(<AmazonListPage />, { path: '/amazon', pattern: '/amazon' });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to get reviews');
  });
});
