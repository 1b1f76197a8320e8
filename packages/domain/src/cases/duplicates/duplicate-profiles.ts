import type { CaseFieldValue } from '../case-fields.ts';
import { sectionEntries, type AdditionalEntries } from '../case-sections.ts';
import type { CaseFacts } from '../../items/case-facts.ts';
import type { DuplicateProfile } from './duplicate-score.ts';

type Form = Readonly<Record<string, CaseFieldValue | undefined>>;

const SUSPECT_ROLE = '1';
const textOf = (value: CaseFieldValue | undefined) => (typeof value === 'string' ? value : '');

/** A case as the finder sees it: its suspect drugs (a drug without a role counts), reactions, text and dates. */
export function profileOfCase(input: {
  form: Form;
  additionalEntries: AdditionalEntries | null | undefined;
  comment: string;
  publishedAt: string;
}): DuplicateProfile {
  const drugs = sectionEntries(input.form, input.additionalEntries, 'G').filter((drug) => {
    const role = textOf(drug.drug_role);
    return role === '' || role === SUSPECT_ROLE;
  });
  const reactions = sectionEntries(input.form, input.additionalEntries, 'E');
  return {
    products: drugs.map((drug) => ({
      product: textOf(drug.medicinal_product),
      substance: textOf(drug.active_substance),
    })),
    reactions: reactions.map((reaction) => ({
      term: textOf(reaction.reaction_term),
      meddraCode: textOf(reaction.reaction_meddra_code),
    })),
    text: [input.comment, textOf(input.form.case_narrative)].filter(Boolean).join('\n'),
    reactionDate: textOf(reactions[0]?.reaction_start_date) || null,
    receivedAt: input.publishedAt,
  };
}

/** An item as the finder sees it: what the analysis read (products, reactions) and its text. */
export function profileOfItem(input: {
  text: string;
  title?: string | null | undefined;
  reactionTerm?: string | null | undefined;
  meddraCode?: string | null | undefined;
  caseFacts?: CaseFacts | null | undefined;
  publishedAt: string;
}): DuplicateProfile {
  const facts = input.caseFacts;
  const reactions = [
    ...(input.reactionTerm ? [{ term: input.reactionTerm, meddraCode: input.meddraCode ?? null }] : []),
    ...(facts?.reactions ?? []).map((reaction) => ({ term: reaction.term || reaction.text })),
  ];
  return {
    products: (facts?.products ?? []).map((product) => ({ product })),
    reactions,
    text: [input.title ?? '', input.text].filter(Boolean).join('\n'),
    receivedAt: input.publishedAt,
  };
}
