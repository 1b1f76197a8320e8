import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi } from '@/test/api-mock.ts';
import { renderPage } from '@/test/render.tsx';
import { OwnProductsLine } from './own-products-line.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the item page’s own-product marker', () => {
  it('names each product of the dictionary the item mentions, archived ones included', async () => {
    const api = mockApi({
      'GET /api/products': {
        body: {
          success: true,
          data: [
            { id: 'p-1', name: 'Brufen' },
            { id: 'p-2', name: 'Xarelto' },
          ],
        },
      },
    });
    renderPage(<OwnProductsLine ids={['p-2']} />);
    expect(await screen.findByText('Own product: Xarelto')).toBeTruthy();
    expect(screen.queryByText('Own product: Brufen')).toBeNull();
    expect(api.find('GET', '/api/products')[0]?.query.get('archived')).toBe('true');
  });

  it('shows nothing, and asks nothing, for an item that names none', () => {
    const api = mockApi({});
    const { container } = renderPage(<OwnProductsLine ids={[]} />);
    expect(container.textContent).toBe('');
    expect(api.calls).toEqual([]);
  });
});
