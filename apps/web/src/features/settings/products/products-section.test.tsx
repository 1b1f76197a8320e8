import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ExpectedPreferredTerm, Product } from '@vigila/domain';
import { Accordion } from '@/components/ui/accordion.tsx';
import { mockApi } from '@/test/api-mock.ts';
import { permissionsAnswer } from '@/test/cases/case-fixtures.ts';
import { renderPage } from '@/test/render.tsx';
import { ProductsSection } from './products-section.tsx';

afterEach(() => vi.unstubAllGlobals());

const xarelto: Product = {
  id: 'p-1',
  name: 'Xarelto',
  product_type: 'drug',
  brands: ['Xarelto'],
  substances: ['rivaroxaban'],
  strengths: ['20 mg'],
  forms: [],
  marketing_authorisation_holder: 'Bayer AG',
  countries: ['ES'],
  label_version: 'SmPC 2025-06',
  expected_terms: [{ pt_code: '10019211', pt_term: 'Headache' }],
  archived_at: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

/** A picker as the app composes in, reduced to one button that picks Rash. */
function RashPicker({ onPick }: { label: string; onPick: (term: ExpectedPreferredTerm) => void }) {
  return (
    <button type="button" onClick={() => onPick({ pt_code: '10037087', pt_term: 'Rash' })}>
      Pick Rash
    </button>
  );
}

function start(roles: string[]) {
  const api = mockApi({
    'GET /api/org/permissions': { body: { success: true, data: permissionsAnswer(roles) } },
    'GET /api/products': { body: { success: true, data: [xarelto] } },
    'POST /api/products': ({ body }) => ({
      body: { success: true, data: { ...xarelto, ...(body as object), id: 'p-2' } },
    }),
    'PUT /api/products/p-1': ({ body }) => ({
      body: { success: true, data: { ...xarelto, ...(body as object) } },
    }),
  });
  renderPage(
    <Accordion type="multiple" defaultValue={['products']}>
      <ProductsSection termPicker={RashPicker} />
    </Accordion>,
  );
  return api;
}

describe('Settings → Products', () => {
  it('lists the products with their label; an admin adds one with lists typed as commas or lines', async () => {
    const api = start(['admin']);
    expect(await screen.findByText('Label: SmPC 2025-06 · 1 expected reaction')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a product' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Product name' }), { target: { value: 'Brufen' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Product type' }), {
      target: { value: 'biologic' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Brands' }), {
      target: { value: 'Brufen, Neobrufen\nEspidifen' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Countries (ISO codes, e.g. ES, DE)' }), {
      target: { value: 'es, pt' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pick Rash' }));
    // Expected reactions need the label they come from.
    expect(screen.getByRole('alert').textContent).toBe(
      'Name the label version the expected reactions come from.',
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Label version (e.g. SmPC 2025-06)' }), {
      target: { value: 'SmPC 2024-11' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(api.find('POST', '/api/products')).toHaveLength(1));
    expect(api.find('POST', '/api/products')[0]?.body).toEqual({
      name: 'Brufen',
      product_type: 'biologic',
      brands: ['Brufen', 'Neobrufen', 'Espidifen'],
      substances: [],
      strengths: [],
      forms: [],
      countries: ['es', 'pt'],
      marketing_authorisation_holder: null,
      label_version: 'SmPC 2024-11',
      expected_terms: [{ pt_code: '10037087', pt_term: 'Rash' }],
    });
  });

  it('edits a product’s expected reactions and archives it (never deletes)', async () => {
    const api = start(['owner']);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Xarelto' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Headache' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pick Rash' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(api.find('PUT', '/api/products/p-1')).toHaveLength(1));
    expect(api.find('PUT', '/api/products/p-1')[0]?.body).toMatchObject({
      name: 'Xarelto',
      product_type: 'drug',
      brands: ['Xarelto'],
      expected_terms: [{ pt_code: '10037087', pt_term: 'Rash' }],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Archive Xarelto' }));
    await waitFor(() => expect(api.find('POST', '/api/products/p-1/archive')).toHaveLength(1));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('shows a technician the list without the buttons to change it', async () => {
    start(['technician']);
    expect(await screen.findByText('Xarelto')).toBeTruthy();
    expect(
      await screen.findByText(
        'Only members with the permission “Edit the product dictionary” can change the products.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a product' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Archive Xarelto' })).toBeNull();
  });
});
