import type { Product, ProductFields } from '@vigila/domain';
import type { ProductRow, ProductValues } from './products.repository.ts';

/** A stored product as the API shows it (archived_by stays on the server: the audit trail names who). */
export function presentProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    product_type: row.productType,
    brands: row.brands,
    substances: row.substances,
    strengths: row.strengths,
    forms: row.forms,
    marketing_authorisation_holder: row.marketingAuthorisationHolder,
    countries: row.countries,
    label_version: row.labelVersion,
    expected_terms: row.expectedTerms,
    archived_at: row.archivedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The columns of a product as entered. */
export function productValuesOf(fields: ProductFields): ProductValues {
  return {
    name: fields.name,
    productType: fields.product_type,
    brands: fields.brands,
    substances: fields.substances,
    strengths: fields.strengths,
    forms: fields.forms,
    marketingAuthorisationHolder: fields.marketing_authorisation_holder,
    countries: fields.countries,
    labelVersion: fields.label_version,
    expectedTerms: fields.expected_terms,
  };
}

/** What the audit trail keeps of a product: every field as entered, so before/after tell what changed. */
export function auditedProduct(product: Product): Omit<Product, 'created_at' | 'updated_at'> {
  const { created_at: _created, updated_at: _updated, ...fields } = product;
  return fields;
}
