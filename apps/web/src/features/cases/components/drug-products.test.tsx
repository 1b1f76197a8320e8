import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { AssessmentRow } from '@vigila/domain';
import { mockApi } from '@/test/api-mock.ts';
import { renderPage } from '@/test/render.tsx';
import '../lib/case-form-texts.ts';
import { AssessmentSection } from './assessment-section.tsx';
import { PRODUCT_SUGGESTIONS_ID, ProductSuggestions } from './product-suggestions.tsx';

afterEach(() => vi.unstubAllGlobals());

const row: AssessmentRow = {
  drug_index: 1,
  drug: 'XARELTO 20 mg',
  drug_role: '1',
  reaction_index: 0,
  reaction: 'Headache',
  reaction_pt_code: '10019211',
  reporter: null,
  company: null,
  expectedness: 'expected',
  expectedness_reason: { kind: 'listed', labelVersion: 'SmPC 2025-06', term: 'Headache' },
  expectedness_override: null,
};

describe('a case’s drugs and the product dictionary', () => {
  it('shows each assessed drug’s own product and the label its expectedness came from', () => {
    mockApi({});
    renderPage(<AssessmentSection caseId="case-1" rows={[row]} drugProducts={[null, { name: 'Xarelto' }]} />);
    expect(screen.getByText('Own product: Xarelto')).toBeTruthy();
    expect(screen.getByText('Listed in label SmPC 2025-06 as Headache')).toBeTruthy();
  });

  it('says when a drug is in no product of the dictionary', () => {
    mockApi({});
    renderPage(<AssessmentSection caseId="case-1" rows={[row]} drugProducts={[]} />);
    expect(screen.getByText('Not in the product dictionary')).toBeTruthy();
  });

  it('offers the dictionary’s names and brands, each once, to the drug-name inputs', async () => {
    const api = mockApi({
      'GET /api/products': {
        body: {
          success: true,
          data: [
            { name: 'Xarelto', brands: ['Xarelto', 'Xarelto OD'] },
            { name: 'Brufen', brands: ['Neobrufen'] },
          ],
        },
      },
    });
    const { container } = renderPage(<ProductSuggestions />);
    await waitFor(() =>
      expect(
        [...container.querySelectorAll(`#${PRODUCT_SUGGESTIONS_ID} option`)].map((option) =>
          option.getAttribute('value'),
        ),
      ).toEqual(['Brufen', 'Neobrufen', 'Xarelto', 'Xarelto OD']),
    );
    expect(api.find('GET', '/api/products')[0]?.query.get('archived')).toBe('false');
  });
});
