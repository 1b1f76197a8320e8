import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ExpectedPreferredTerm, ProductType } from '@vigila/domain';
import { orgs, users } from './identity.ts';

const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An organisation's product dictionary (issue 26 point 3, decision 0042): each product's names, its marketing
 * authorisation details and its reference safety information (label version and expected reactions by MedDRA PT),
 * which expectedness is computed from. Never deleted: archived and restored (decision 0035); every change audited.
 */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Drug, biologic or vaccine: the reporting rules' product-type condition reads it (decision 0045). */
    productType: text('product_type').notNull().default('drug').$type<ProductType>(),
    brands: text('brands').array().notNull().default([]),
    substances: text('substances').array().notNull().default([]),
    strengths: text('strengths').array().notNull().default([]),
    forms: text('forms').array().notNull().default([]),
    marketingAuthorisationHolder: text('marketing_authorisation_holder'),
    /** ISO 3166-1 alpha-2 codes. */
    countries: text('countries').array().notNull().default([]),
    /** The label the expected reactions come from (e.g. "SmPC 2025-06"); null: no reference safety information. */
    labelVersion: text('label_version'),
    expectedTerms: jsonb('expected_terms').notNull().default([]).$type<ExpectedPreferredTerm[]>(),
    archivedAt: timestampTz('archived_at'),
    archivedBy: text('archived_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('products_org_idx').on(t.orgId, t.name)],
);
