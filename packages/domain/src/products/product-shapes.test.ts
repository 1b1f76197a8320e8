import { describe, expect, it } from 'vitest';
import { productInputSchema, productListQuerySchema } from './product-shapes.ts';

describe('a product as entered', () => {
  it('keeps its lists trimmed, without empties or repeats, and its countries upper-cased', () => {
    const parsed = productInputSchema.parse({
      name: ' Xarelto ',
      brands: ['Xarelto', ' ', 'xarelto', 'Xarelto OD'],
      substances: ['rivaroxaban'],
      countries: ['es', 'ES', 'de'],
      marketing_authorisation_holder: '',
    });
    expect(parsed).toEqual({
      name: 'Xarelto',
      product_type: 'drug',
      brands: ['Xarelto', 'Xarelto OD'],
      substances: ['rivaroxaban'],
      strengths: [],
      forms: [],
      marketing_authorisation_holder: null,
      countries: ['ES', 'DE'],
      label_version: null,
      expected_terms: [],
    });
  });

  it('takes the product type from its list only', () => {
    expect(productInputSchema.parse({ name: 'Vaxigrip', product_type: 'vaccine' }).product_type).toBe(
      'vaccine',
    );
    expect(productInputSchema.safeParse({ name: 'X', product_type: 'device' }).success).toBe(false);
  });

  it('refuses a country that is not an alpha-2 code and a PT code that is not one', () => {
    expect(productInputSchema.safeParse({ name: 'X', countries: ['ESP'] }).success).toBe(false);
    expect(
      productInputSchema.safeParse({
        name: 'X',
        label_version: 'SmPC 1',
        expected_terms: [{ pt_code: 'headache', pt_term: 'Headache' }],
      }).success,
    ).toBe(false);
  });

  it('refuses expected reactions without the label version they come from', () => {
    const refused = productInputSchema.safeParse({
      name: 'X',
      expected_terms: [{ pt_code: '10019211', pt_term: 'Headache' }],
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['label_version']);
    const accepted = productInputSchema.parse({
      name: 'X',
      label_version: 'SmPC 2025-06',
      expected_terms: [
        { pt_code: '10019211', pt_term: 'Headache' },
        { pt_code: '10019211', pt_term: 'Headache' },
      ],
    });
    expect(accepted.expected_terms).toHaveLength(1);
  });
});

describe('the product list query', () => {
  it('lists the archived ones only when asked', () => {
    expect(productListQuerySchema.parse({}).archived).toBe(false);
    expect(productListQuerySchema.parse({ archived: 'true' }).archived).toBe(true);
  });
});
