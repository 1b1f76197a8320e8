import { z } from 'zod';
import { PRODUCT_TYPES } from '../cases/reporting-rules/reporting-rule-kinds.ts';

/** Bounds of a product's lists and texts: a dictionary entry, not a label's full text. */
export const PRODUCT_TEXT_MAX = 200;
export const PRODUCT_LIST_MAX = 50;
export const PRODUCT_EXPECTED_TERMS_MAX = 500;
export const LABEL_VERSION_MAX = 100;

const text = z.string().trim().min(1).max(PRODUCT_TEXT_MAX);

/** A list entered as separate values: trimmed, empties dropped, duplicates (ignoring case) kept once. */
const textList = z
  .array(z.string().trim().max(PRODUCT_TEXT_MAX))
  .max(PRODUCT_LIST_MAX)
  .transform((values) =>
    values
      .filter((value) => value !== '')
      .filter(
        (value, index, all) =>
          all.findIndex((other) => other.toLowerCase() === value.toLowerCase()) === index,
      ),
  );

/** ISO 3166-1 alpha-2, upper-cased (`es` → `ES`). */
export const countryCodeSchema = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}$/, { message: 'A country as its ISO 3166-1 alpha-2 code, e.g. ES' }));

/** One reaction the label lists as expected, by MedDRA preferred term. */
export const expectedTermSchema = z.object({
  pt_code: z
    .string()
    .trim()
    .regex(/^\d{8}$/, { message: 'A MedDRA PT code has 8 digits' }),
  pt_term: text,
});
export type ExpectedPreferredTerm = z.infer<typeof expectedTermSchema>;

/**
 * POST /products and PUT /products/{id}: the whole entry. The reference safety information is the label version
 * (e.g. "SmPC 2025-06") and the expected reactions by PT; a product without a label version has no RSI, so its
 * pairs stay "not assessed" — listing expected terms without saying which label they come from is refused.
 */
export const productInputSchema = z
  .object({
    name: text,
    /** Drug, biologic or vaccine: what the reporting rules' product-type condition reads (decision 0045). */
    product_type: z.enum(PRODUCT_TYPES).default('drug'),
    brands: textList.default([]),
    substances: textList.default([]),
    strengths: textList.default([]),
    forms: textList.default([]),
    marketing_authorisation_holder: z.string().trim().max(PRODUCT_TEXT_MAX).nullable().default(null),
    countries: z
      .array(countryCodeSchema)
      .max(250)
      .default([])
      .transform((codes) => [...new Set(codes)]),
    label_version: z.string().trim().max(LABEL_VERSION_MAX).nullable().default(null),
    expected_terms: z
      .array(expectedTermSchema)
      .max(PRODUCT_EXPECTED_TERMS_MAX)
      .default([])
      .transform((terms) =>
        terms.filter((term, index) => terms.findIndex((other) => other.pt_code === term.pt_code) === index),
      ),
  })
  .transform((input) => ({
    ...input,
    marketing_authorisation_holder: input.marketing_authorisation_holder || null,
    label_version: input.label_version || null,
  }))
  .refine((input) => input.label_version !== null || input.expected_terms.length === 0, {
    message: 'Name the label version the expected reactions come from',
    path: ['label_version'],
  });
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductFields = z.output<typeof productInputSchema>;

/** A product as the API shows it. */
export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  product_type: z.enum(PRODUCT_TYPES),
  brands: z.array(z.string()),
  substances: z.array(z.string()),
  strengths: z.array(z.string()),
  forms: z.array(z.string()),
  marketing_authorisation_holder: z.string().nullable(),
  countries: z.array(z.string()),
  label_version: z.string().nullable(),
  expected_terms: z.array(expectedTermSchema),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** GET /products?archived=true also lists the archived ones (after the active). */
export const productListQuerySchema = z.object({
  archived: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

export const productListResponseSchema = z.object({ success: z.literal(true), data: z.array(productSchema) });
export const productResponseSchema = z.object({ success: z.literal(true), data: productSchema });
export type ProductListAnswer = z.infer<typeof productListResponseSchema>['data'];
