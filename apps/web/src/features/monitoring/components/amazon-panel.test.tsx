import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  addAnswer,
  buildEntry,
  deleteAnswer,
  holdCalls,
  sourcesAnswer,
} from '@/test/monitoring/monitoring-fixtures.ts';
import {
  addEntry,
  confirmDelete,
  progress,
  renderPanel,
  watchNotices,
  type PanelRoutes,
} from '@/test/monitoring/panel-harness.tsx';
import { ShoppingCart } from 'lucide-react';
import { monitoredPanel } from '../monitored-panels.tsx';

const AmazonPanel = monitoredPanel('amazon', ShoppingCart);

const { success, failure } = watchNotices();

const named = buildEntry({
  id: '0b6f0d7e-1111-4c3b-9a57-1f0d1a2b3c4d',
  key: 'B08N5WRWNW',
  label: 'Ibuprofeno 600',
});
const unnamed = buildEntry({ id: '0b6f0d7e-2222-4c3b-9a57-1f0d1a2b3c4d', key: 'B0C1234567', label: null });

function start(routes: PanelRoutes = {}) {
  return renderPanel(<AmazonPanel />, {
    'GET /api/sources': { body: sourcesAnswer([named, unnamed]) },
    'POST /api/amazon/load-reviews': { body: addAnswer('B07XJ8C8F5') },
    'POST /api/amazon/update-product-name': { body: { success: true, message: 'Updated' } },
    'DELETE /api/reviews/': { body: deleteAnswer(10) },
    ...routes,
  });
}

const asinInput = () => screen.getByLabelText('ASIN');

describe('Amazon panel: add an ASIN (SPEC §4.3, §8)', () => {
  it('shows each product by its name, or its ASIN when it has none, summing the counts', async () => {
    start();
    expect(await screen.findByText('20 total')).toBeTruthy();
    expect(screen.getByText('8 pending')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ibuprofeno 600' }).getAttribute('href')).toBe(
      '/amazon/B08N5WRWNW',
    );
    expect(screen.getByRole('link', { name: 'B0C1234567' }).getAttribute('href')).toBe('/amazon/B0C1234567');
  });

  it('loads the reviews at 15%, reaches 90% and opens the product', async () => {
    const { api, router } = start();
    await screen.findByText('20 total');
    const load = holdCalls(api, 'POST /api/amazon/load-reviews');
    addEntry(asinInput(), ' b07xj8c8f5 ');
    await waitFor(() => expect(load.count()).toBe(1));
    expect(progress()).toBe('15');
    // The refetch comes between 90% and leaving the page: hold it to see the 90%.
    const refetch = holdCalls(api, 'GET /api/sources');
    load.release();
    await waitFor(() => expect(refetch.count()).toBe(1));
    expect(progress()).toBe('90');
    expect(router.state.location.pathname).toBe('/settings');
    refetch.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/amazon/B07XJ8C8F5'));
    expect(api.find('POST', '/api/amazon/load-reviews')[0]?.body).toEqual({ asin: 'B07XJ8C8F5' });
    expect(success).toHaveBeenCalledWith('ASIN added and reviews loaded successfully');
  });

  it("resets to 0 with 'Failed to add ASIN' when the load fails or imports nothing", async () => {
    const { router } = start({
      'POST /api/amazon/load-reviews': {
        body: addAnswer('B07XJ8C8F5', { outcome: 'failed', added: 0, error: 'The actor run timed out' }),
      },
    });
    await screen.findByText('20 total');
    addEntry(asinInput(), 'B07XJ8C8F5');
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Failed to add ASIN: The actor run timed out'));
    expect(success).not.toHaveBeenCalled();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it("deletes an ASIN in two steps, and says 'Failed to delete ASIN' when that fails", async () => {
    const { api } = start({ 'DELETE /api/reviews/B0C1234567': { status: 500, body: { error: 'boom' } } });
    const row = await screen.findByRole('listitem', { name: 'Ibuprofeno 600' });
    confirmDelete(row, 'Ibuprofeno 600');
    await waitFor(() => expect(api.find('DELETE', '/api/reviews/B08N5WRWNW')).toHaveLength(1));

    const other = screen.getByRole('listitem', { name: 'B0C1234567' });
    confirmDelete(other, 'B0C1234567');
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Failed to delete ASIN'));
  });
});

describe('Amazon panel: inline product name (SPEC §2.6, §5)', () => {
  const edit = async (name: string) => {
    fireEvent.click(await screen.findByRole('button', { name: `Rename ${name}` }));
    return screen.getByRole('textbox', { name: /^Product name of / });
  };

  it('saves the trimmed name with Enter', async () => {
    const { api } = start();
    const field = await edit('B0C1234567');
    expect(field.getAttribute('aria-label')).toBe('Product name of B0C1234567');
    fireEvent.change(field, { target: { value: '  Paracetamol 1 g  ' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Product name updated successfully'));
    expect(api.find('POST', '/api/amazon/update-product-name')[0]?.body).toEqual({
      asin: 'B0C1234567',
      product_name: 'Paracetamol 1 g',
    });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /^Product name of / })).toBeNull());
  });

  it('cancels with Escape and sends nothing', async () => {
    const { api } = start();
    const field = await edit('Ibuprofeno 600');
    expect((field as HTMLInputElement).value).toBe('Ibuprofeno 600');
    fireEvent.change(field, { target: { value: 'Something else' } });
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.queryByRole('textbox', { name: /^Product name of / })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ibuprofeno 600' })).toBeTruthy();
    expect(api.find('POST', '/api/amazon/update-product-name')).toHaveLength(0);
  });

  it('does not save an empty name', async () => {
    const { api } = start();
    const field = await edit('Ibuprofeno 600');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(screen.getByRole('textbox', { name: /^Product name of / })).toBeTruthy();
    expect(api.find('POST', '/api/amazon/update-product-name')).toHaveLength(0);
  });

  it("keeps the field open with 'Failed to update product name' when the save fails", async () => {
    start({ 'POST /api/amazon/update-product-name': { status: 500, body: { error: 'boom' } } });
    const field = await edit('Ibuprofeno 600');
    fireEvent.change(field, { target: { value: 'Ibuprofeno 400' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Failed to update product name'));
    expect(screen.getByRole('textbox', { name: /^Product name of / })).toBeTruthy();
  });
});
