/** A product of the dictionary as the audit trail keeps it: every field as entered (decision 0042). */
export interface AuditedProduct {
  id: string;
  name: string;
  brands: string[];
  substances: string[];
  strengths: string[];
  forms: string[];
  marketing_authorisation_holder: string | null;
  countries: string[];
  label_version: string | null;
  expected_terms: { pt_code: string; pt_term: string }[];
  archived_at: string | null;
}

/**
 * The product dictionary's changes (decision 0042): created, changed (the whole entry before and after: a label's
 * expected reactions decide expectedness, so an inspector must see what they were), archived and restored.
 */
export type ProductAuditEvent =
  | { type: 'product.created'; orgId: string; actorUserId: string; data: { product: AuditedProduct } }
  | {
      type: 'product.changed';
      orgId: string;
      actorUserId: string;
      data: { product_id: string; before: AuditedProduct; after: AuditedProduct };
    }
  | {
      type: 'product.archived';
      orgId: string;
      actorUserId: string;
      data: { product_id: string; name: string };
    }
  | {
      type: 'product.restored';
      orgId: string;
      actorUserId: string;
      data: { product_id: string; name: string };
    };
