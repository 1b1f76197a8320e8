import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { DuplicateCandidate } from '@vigila/domain';
import { mockApi } from '@/test/api-mock.ts';
import { renderPage } from '@/test/render.tsx';
import { ItemDuplicatesNotice } from './item-duplicates-notice.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const existing: DuplicateCandidate = {
  kind: 'case',
  id: 'case-mailed-0001',
  source: 'email',
  excerpt: 'I took Nurofen 400 mg for my back pain and woke up covered in hives',
  published_at: '2025-03-01T09:00:00.000Z',
  score: 0.91,
  reasons: [{ kind: 'same_product', product: 'nurofen' }],
};

describe('ItemDuplicatesNotice', () => {
  it('names the likely duplicate cases of the item before it is converted', async () => {
    mockApi({ 'GET /api/items/item-1/duplicates': { body: { success: true, data: [existing] } } });
    renderPage(<ItemDuplicatesNotice itemId="item-1" />);
    expect(await screen.findByRole('status', { name: 'This may already be reported' })).toBeTruthy();
    expect(screen.getByText('1 likely duplicate in your organisation:')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open case case-mailed-0001' })).toBeTruthy();
    expect(screen.getByText('Same suspect product: nurofen')).toBeTruthy();
  });

  it('shows nothing when there is none', async () => {
    const api = mockApi({ 'GET /api/items/item-2/duplicates': { body: { success: true, data: [] } } });
    const view = renderPage(<ItemDuplicatesNotice itemId="item-2" />);
    await waitFor(() => expect(api.find('GET', '/api/items/item-2/duplicates')).toHaveLength(1));
    expect(screen.queryByRole('status')).toBeNull();
    expect(view.container.textContent).not.toContain('already reported');
  });
});
