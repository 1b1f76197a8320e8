import { SERIOUSNESS_FIELDS } from '@vigila/domain';
import { sql, type SQL } from 'drizzle-orm';

/** Accented letters and their plain ones, upper and lower case (`lower` leaves non-ASCII alone under the C locale). */
const ACCENTED = 'ÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãåéèêëíìîïóòôöõúùûüñç';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc';

/**
 * A drug name as the product is matched (decision 0023), in SQL: lower case, accents off, every run of other
 * characters than letters and digits one space, framed by spaces so `like '% term%'` is a word-start match. Written
 * with `translate` and `regexp_replace` (no `unaccent`, which PGlite lacks); `normaliseProductText` is the same in
 * TypeScript.
 */
export function normalisedSql(expression: SQL): SQL {
  return sql`(' ' || regexp_replace(translate(lower(coalesce(${expression}, '')), ${ACCENTED}, ${PLAIN}), '[^a-z0-9]+', ' ', 'g') || ' ')`;
}

/**
 * Whether a drug name (SQL) has a word starting with the normalised product text. A plain `like` on the lower-cased,
 * unaccented name rules most names out first (`case` keeps the order), so the `regexp_replace` runs on few rows.
 */
export function nameMatchesSql(name: SQL, normalisedProduct: string): SQL {
  const loose = `%${normalisedProduct.replaceAll(' ', '%')}%`;
  return sql`(case when translate(lower(coalesce(${name}, '')), ${ACCENTED}, ${PLAIN}) like ${loose}
    then ${normalisedSql(name)} like ${wordStartPattern(normalisedProduct)} else false end)`;
}

/** The `like` pattern of a normalised product text: a drug name with a word starting with it. */
export function wordStartPattern(normalisedProduct: string): string {
  return `% ${normalisedProduct}%`;
}

/** The drug characterisations (G.k.1) that make a case the product's: 1 suspect and 3 interacting. */
export const PRODUCT_ROLES = sql`('1', '3')`;

/**
 * Every G.k drug entry of case `c` (the first in its columns, the rest in additional_entries, decision 0015) as rows
 * of (ord, product, substance, role, dose, dose_unit, route). For `cross join lateral`.
 */
export const drugEntriesSql = sql`(
  select 0 as ord, c.medicinal_product as product, c.active_substance as substance, c.drug_role as role,
    c.dose_amount as dose, c.dose_unit, c.route_of_administration as route
  union all
  select e.ord, e.value->>'medicinal_product', e.value->>'active_substance', e.value->>'drug_role',
    e.value->>'dose_amount', e.value->>'dose_unit', e.value->>'route_of_administration'
  from jsonb_array_elements(coalesce(c.additional_entries->'G', '[]'::jsonb)) with ordinality as e(value, ord)
)`;

const criteriaColumns = sql.join(
  SERIOUSNESS_FIELDS.map(
    (field) =>
      sql`coalesce(${sql.identifier('c')}.${sql.identifier(field)}, false) as ${sql.identifier(field)}`,
  ),
  sql`, `,
);
const criteriaOfEntry = sql.join(
  SERIOUSNESS_FIELDS.map((field) => sql`coalesce(e.value->>${field} = 'true', false)`),
  sql`, `,
);

/**
 * Every E.i reaction entry of case `c` as rows of (ord, term, pt_code, outcome, and the six seriousness criteria),
 * blank entries left out. For `cross join lateral`.
 */
export const reactionEntriesSql = sql`(
  select * from (
    select 0 as ord, c.reaction_term as term, c.reaction_meddra_pt_code as pt_code,
      c.reaction_outcome as outcome, ${criteriaColumns}
    union all
    select e.ord, e.value->>'reaction_term', e.value->>'reaction_meddra_pt_code', e.value->>'reaction_outcome',
      ${criteriaOfEntry}
    from jsonb_array_elements(coalesce(c.additional_entries->'E', '[]'::jsonb)) with ordinality as e(value, ord)
  ) entries
  where nullif(trim(entries.term), '') is not null or nullif(trim(entries.pt_code), '') is not null
)`;

/** Whether a reaction row of `reactionEntriesSql` (alias `r`) meets any seriousness criterion. */
export const reactionSeriousSql = sql.join(
  SERIOUSNESS_FIELDS.map((field) => sql`r.${sql.identifier(field)}`),
  sql` or `,
);
