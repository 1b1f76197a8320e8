import { sql, type SQL } from 'drizzle-orm';

// A UTF-16 surrogate without its pair: what a scraper leaves when it cuts an emoji in half.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Rows as one `jsonb` parameter, for set-based statements (`jsonb_to_recordset`) whose size would otherwise be
 * capped by the 65,535 parameters of a statement. A lone surrogate becomes U+FFFD, as the driver does for a text
 * parameter: PostgreSQL refuses it in JSON, and one broken emoji must not reject a whole batch.
 */
export function jsonDocument(rows: readonly object[]): SQL {
  const text = JSON.stringify(rows, (_key, value: unknown) =>
    typeof value === 'string' ? value.replace(LONE_SURROGATE, '\uFFFD') : value,
  );
  return sql`${text}::jsonb`;
}
