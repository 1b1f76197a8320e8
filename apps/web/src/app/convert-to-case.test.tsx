import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { AmazonReviewDetailPage } from '@/features/amazon/components/amazon-review-detail-page.tsx';
import { EmailDetailPage } from '@/features/emails/components/email-detail-page.tsx';
import { LiteratureDetailPage } from '@/features/literature/components/literature-detail-page.tsx';
import { RecordingDetailPage } from '@/features/recordings/components/recording-detail-page.tsx';
import { notify } from '@/lib/notify.ts';
import { mockApi } from '@/test/api-mock.ts';
import { buildAmazonReview, buildEmail, buildLiteratureItem, buildRecording } from '@/test/builders.ts';
import { renderPage } from '@/test/render.tsx';
import { buildCaseSummary, casePage } from '@/test/cases/build-case.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type Reply = Parameters<typeof mockApi>[0][string];

const created: Reply = {
  body: { success: true, message: 'Case created successfully', id: 'case-new-12345', created: true },
};

interface Page {
  element: ReactElement;
  path: string;
  pattern: string;
  routes: Parameters<typeof mockApi>[0];
}

const literature: Page = {
  element: <LiteratureDetailPage />,
  path: '/literature/details/38000001',
  pattern: '/literature/details/:pmid',
  routes: {
    'GET /api/literature/item-lit-1/history': { body: { success: true, data: [] } },
    'GET /api/literature/38000001': { body: { success: true, data: buildLiteratureItem() } },
  },
};

const email: Page = {
  element: <EmailDetailPage />,
  path: '/emails/email-1',
  pattern: '/emails/:emailId',
  routes: {
    'GET /api/emails/email-1/history': { body: { success: true, data: [] } },
    'GET /api/emails/email-1': { body: { success: true, data: buildEmail() } },
  },
};

const recording: Page = {
  element: <RecordingDetailPage />,
  path: '/recordings/rec-1',
  pattern: '/recordings/:recordingId',
  routes: {
    'GET /api/recordings/rec-1/url': {
      body: { success: true, data: { signedUrl: '/files?k=1', expiresAt: '2026-03-05T10:00:00Z' } },
    },
    'GET /api/recordings/rec-1/history': { body: { success: true, history: [] } },
    'GET /api/recordings/rec-1': {
      body: { success: true, data: buildRecording({ summary: 'Caller reports a headache.' }) },
    },
  },
};

const amazon: Page = {
  element: <AmazonReviewDetailPage />,
  path: '/amazon/B0TESTASIN/R2ABCDEF',
  pattern: '/amazon/:asin/:reviewId',
  routes: {
    'GET /api/reviews/item-amz-1/history': { body: { success: true, data: [] } },
    'GET /api/reviews/R2ABCDEF': { body: { success: true, data: buildAmazonReview({ author: null }) } },
  },
};

async function convert(page: Page, reply: Reply = created) {
  const api = mockApi({ ...page.routes, 'POST /api/case': reply, 'GET /api/cases': { body: {} } });
  const view = renderPage(page.element, { path: page.path, pattern: page.pattern });
  fireEvent.click(await screen.findByRole('button', { name: 'Convert to Case' }));
  await waitFor(() => expect(api.find('POST', '/api/case')).toHaveLength(1));
  return { api, body: api.find('POST', '/api/case')[0]?.body, ...view };
}

describe('Convert to Case (SPEC §7 POST /case)', () => {
  it('literature sends the abstract, the authors joined and the year', async () => {
    vi.spyOn(toast, 'success');
    const { body } = await convert(literature);
    expect(body).toEqual({
      reference_id: 'item-lit-1',
      source: 'literature',
      comment: buildLiteratureItem().abstract,
      username: 'Smith J, García L',
      published_at: '2025',
    });
  });

  it('email sends the body, the sender address and the email date', async () => {
    vi.spyOn(toast, 'success');
    const { body } = await convert(email);
    expect(body).toEqual({
      reference_id: 'email-1',
      source: 'email',
      comment: 'I got a rash after taking Amoxil.',
      username: 'patient@example.org',
      published_at: '2026-03-04T10:15:00.000Z',
    });
  });

  it('recording sends the summary, the uploader and the upload time', async () => {
    vi.spyOn(toast, 'success');
    const { body } = await convert(recording);
    expect(body).toEqual({
      reference_id: 'rec-1',
      source: 'recording',
      comment: 'Caller reports a headache.',
      username: 'Rita Reviewer',
      published_at: '2026-03-05T09:00:00.000Z',
    });
  });

  it("amazon sends the review text and date, and 'Unknown' for a review without author", async () => {
    vi.spyOn(toast, 'success');
    const { body } = await convert(amazon);
    expect(body).toEqual({
      reference_id: 'item-amz-1',
      source: 'amazon',
      comment: buildAmazonReview().review_body,
      username: 'Unknown',
      published_at: '2026-02-20T00:00:00.000Z',
    });
  });

  it('toasts the server message with a button that opens the case, and reloads the cases', async () => {
    const success = vi.spyOn(toast, 'success');
    const invalidate = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    const { router } = await convert(email);
    await waitFor(() => expect(success).toHaveBeenCalledTimes(1));
    const [message, options] = success.mock.calls[0] ?? [];
    expect(message).toBe('Case created successfully');
    const action = options?.action;
    if (typeof action !== 'object' || action === null || !('onClick' in action))
      throw new Error('the toast has no action');
    expect(action.label).toBe('Open case');
    act(() => action.onClick({} as never));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cases/case-new-12345'));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['cases'] });
    // The server set the item to Needs Review: its page, lists and the triage inbox reload too.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['items'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['triage'] });
  });

  it('links the case already made of the item above the button', async () => {
    const api = mockApi({
      ...email.routes,
      'GET /api/cases': { body: casePage([buildCaseSummary({ id: 'case-0001-abcde' })]) },
    });
    renderPage(email.element, { path: email.path, pattern: email.pattern });
    const link = await screen.findByRole('link', { name: 'Open case case-0001-abcde' });
    expect(link.getAttribute('href')).toBe('/cases/case-0001-abcde');
    expect(screen.getByText('Case of this item:')).toBeTruthy();
    expect(api.find('GET', '/api/cases')[0]?.query.get('item_id')).toBe('email-1');
  });

  it("uses 'Case created successfully' when the server's message is empty", async () => {
    const success = vi.spyOn(toast, 'success');
    await convert(email, { body: { success: true, message: '', id: 'case-1', created: true } });
    await waitFor(() => expect(success.mock.calls[0]?.[0]).toBe('Case created successfully'));
  });

  it("shows the server's error, or 'Failed to create case', as an error toast and logs it", async () => {
    const failure = vi.spyOn(notify, 'error');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await convert(email, { status: 404, body: { error: 'Item not found' } });
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Item not found'));
    expect(logged).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Convert to Case' })).toHaveProperty('disabled', false);
  });

  it("falls back to 'Failed to create case' when the server says nothing", async () => {
    const failure = vi.spyOn(notify, 'error');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await convert(literature, { status: 500, body: '' });
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Failed to create case'));
  });

  it("shows 'Creating case...' and is disabled while the call runs", async () => {
    let answer: (value: Response) => void = () => undefined;
    const api = mockApi(email.routes);
    const fetchMock = api.fetchMock.getMockImplementation();
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
        init?.method === 'POST'
          ? new Promise<Response>((resolve) => (answer = resolve))
          : (fetchMock?.(input, init) ?? Promise.reject(new Error('no mock'))),
      ),
    );
    renderPage(email.element, { path: email.path, pattern: email.pattern });
    fireEvent.click(await screen.findByRole('button', { name: 'Convert to Case' }));
    const pending = await screen.findByRole('button', { name: 'Creating case...' });
    expect(pending).toHaveProperty('disabled', true);
    vi.spyOn(toast, 'success');
    answer(new Response(JSON.stringify(created.body), { headers: { 'content-type': 'application/json' } }));
    expect(await screen.findByRole('button', { name: 'Convert to Case' })).toHaveProperty('disabled', false);
  });

  it('names the item’s likely duplicates above the button before anything is created', async () => {
    const api = mockApi({
      ...email.routes,
      'GET /api/items/email-1/duplicates': {
        body: {
          success: true,
          data: [
            {
              kind: 'case',
              id: 'case-earlier-0001',
              source: 'instagram',
              excerpt: 'Rash after Amoxil',
              published_at: '2026-03-03T10:00:00.000Z',
              score: 0.9,
              reasons: [{ kind: 'same_product', product: 'amoxil' }],
            },
          ],
        },
      },
    });
    renderPage(email.element, { path: email.path, pattern: email.pattern });
    expect(await screen.findByRole('status', { name: 'This may already be reported' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open case case-earlier-0001' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Convert to Case' })).toHaveProperty('disabled', false);
    expect(api.find('POST', '/api/case')).toHaveLength(0);
  });
});
