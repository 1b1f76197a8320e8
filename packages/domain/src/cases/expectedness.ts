// Expectedness of a drug–reaction pair against the product's reference safety information (RSI), zod-free so the
// case page can show it as the server does (decision 0041).

export const EXPECTEDNESS_VALUES = ['expected', 'unexpected', 'not_assessed'] as const;
export type Expectedness = (typeof EXPECTEDNESS_VALUES)[number];

/** What the reviewer may set by hand: a verdict, never "not assessed" (clearing the override does that). */
export const EXPECTEDNESS_OVERRIDES = ['expected', 'unexpected'] as const;
export type ExpectednessOverrideValue = (typeof EXPECTEDNESS_OVERRIDES)[number];

/** One preferred term the label lists as expected: its MedDRA PT code when known, and its name. */
export interface ExpectedTerm {
  readonly code?: string | null;
  readonly term: string;
}

/**
 * A product's reference safety information: the expected reactions by preferred term and the label version they
 * come from. The product dictionary (issue 26 point 3) will supply it; until then every pair is "not assessed".
 */
export interface ReferenceSafetyInformation {
  readonly labelVersion: string;
  readonly expectedTerms: readonly ExpectedTerm[];
}

/** The reaction as coded on the case: its PT code and name (either may be missing while uncoded). */
export interface ReactionPreferredTerm {
  readonly code?: string | null;
  readonly term?: string | null;
}

/** Why a pair is what it is, for the reader and the audit trail. */
export type ExpectednessReason =
  | { readonly kind: 'no_reference_safety_information' }
  | { readonly kind: 'reaction_not_coded' }
  | { readonly kind: 'listed'; readonly labelVersion: string; readonly term: string }
  | { readonly kind: 'not_listed'; readonly labelVersion: string }
  | { readonly kind: 'override'; readonly text: string };

export interface ExpectednessVerdict {
  readonly value: Expectedness;
  readonly reason: ExpectednessReason;
}

const normalised = (text: string | null | undefined) =>
  (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Whether the label lists the reaction. A PT code is compared with a code, which is exact; a name only when the list
 * or the reaction has no code (a term typed into the label by hand). A reaction with neither a PT code nor a term
 * cannot be compared, so it is not assessed rather than counted unexpected.
 */
export function expectednessOf(
  reaction: ReactionPreferredTerm,
  rsi: ReferenceSafetyInformation | null | undefined,
): ExpectednessVerdict {
  if (rsi === null || rsi === undefined)
    return { value: 'not_assessed', reason: { kind: 'no_reference_safety_information' } };
  const code = normalised(reaction.code);
  const term = normalised(reaction.term);
  if (code === '' && term === '') return { value: 'not_assessed', reason: { kind: 'reaction_not_coded' } };
  const listed = rsi.expectedTerms.find((expected) => {
    const expectedCode = normalised(expected.code);
    if (code !== '' && expectedCode !== '') return code === expectedCode;
    return term !== '' && normalised(expected.term) === term;
  });
  return listed === undefined
    ? { value: 'unexpected', reason: { kind: 'not_listed', labelVersion: rsi.labelVersion } }
    : { value: 'expected', reason: { kind: 'listed', labelVersion: rsi.labelVersion, term: listed.term } };
}

/** The reviewer's verdict, with its reason, over the computed one. */
export interface ExpectednessOverride {
  readonly value: ExpectednessOverrideValue;
  readonly reason: string;
}

/** The pair's expectedness as it stands: the reviewer's override when there is one, else the computed verdict. */
export function effectiveExpectedness(
  computed: ExpectednessVerdict,
  override: ExpectednessOverride | null | undefined,
): ExpectednessVerdict {
  if (override === null || override === undefined) return computed;
  return { value: override.value, reason: { kind: 'override', text: override.reason } };
}
