import { z } from 'zod';

/** ICH E2A seriousness criteria, in the order of the E2B form's switches. */
export const SERIOUSNESS_CRITERIA = [
  'death',
  'life_threatening',
  'hospitalisation',
  'disability',
  'congenital_anomaly',
  'medically_important',
] as const;
export type SeriousnessCriterion = (typeof SERIOUSNESS_CRITERIA)[number];

/** Who reports, as E2B C.2.r.4 qualifies them (lawyers aside). */
export const REPORTER_KINDS = ['physician', 'pharmacist', 'other_hcp', 'consumer'] as const;
export type ReporterKind = (typeof REPORTER_KINDS)[number];

/**
 * The part a named drug plays in the report, as the text puts it (decision 0043): the E2B G.k.1 roles, and the
 * treatment given for the reaction — which ICH keeps out of G.k (its place is the narrative, H.1).
 */
export const DRUG_ROLES_READ = ['suspect', 'concomitant', 'interacting', 'treatment'] as const;
export type DrugRoleRead = (typeof DRUG_ROLES_READ)[number];

export const caseFactsDrugSchema = z.object({
  name: z.string(),
  role: z.enum(DRUG_ROLES_READ),
  /** The words that made the role ("(concomitant)", "treated with hydrocortisone"); null for a suspect by default. */
  evidence: z.string().nullable(),
});
export type CaseFactsDrug = z.infer<typeof caseFactsDrugSchema>;

export const caseFactsReactionSchema = z.object({
  text: z.string(),
  term: z.string(),
  /** A generic word ("adverse drug reaction", "efecto secundario") kept because nothing specific was read. */
  vague: z.boolean().optional(),
  /** The criteria the text ties to this reaction (absent in analyses before decision 0043). */
  seriousness: z.array(z.enum(SERIOUSNESS_CRITERIA)).optional(),
});
export type CaseFactsReaction = z.infer<typeof caseFactsReactionSchema>;

/** The facts of a case the analysis read from an ADR item; Convert to Case pre-fills the E2B form from them. */
export const caseFactsSchema = z.object({
  /** Suspect and interacting products as the text names them (the products the report is about). */
  products: z.array(z.string()),
  /** Every named drug with its role and the words that made it; analyses stored before decision 0043 lack it. */
  drugs: z.array(caseFactsDrugSchema).default([]),
  /** Each reaction as told, with its preferred term; a specific reaction first. */
  reactions: z.array(caseFactsReactionSchema),
  serious: z.boolean(),
  seriousness: z.array(z.enum(SERIOUSNESS_CRITERIA)),
  /** The words that made each criterion (quoted, for the reviewer to check). */
  seriousnessEvidence: z.array(z.string()),
  /**
   * No criterion was read, but words that may hide one were ("ended up in the ER", "fainted", "they gave me
   * adrenaline"): the item is possibly serious and its case starts on the shorter clock until a reviewer
   * downgrades it (issue 27). Absent in analyses stored before.
   */
  possiblySerious: z.boolean().optional(),
  /** The words that made it possibly serious, quoted. */
  possiblySeriousEvidence: z.array(z.string()).optional(),
  patientAge: z.number().nullable(),
  patientSex: z.enum(['male', 'female']).nullable(),
  reporter: z.enum(REPORTER_KINDS).nullable(),
});
/** As stored and sent: an analysis made before decision 0043 has no `drugs` (read them with `drugsOfFacts`). */
export type CaseFacts = z.input<typeof caseFactsSchema>;

/**
 * Each named drug with its role. An analysis stored before roles were read lists its products only: those were
 * read as suspects, with no words behind the role.
 */
export function drugsOfFacts(facts: Pick<CaseFacts, 'products' | 'drugs'>): CaseFactsDrug[] {
  if (facts.drugs && facts.drugs.length > 0) return facts.drugs;
  return facts.products.map((name) => ({ name, role: 'suspect', evidence: null }));
}

/**
 * The criteria of reaction `index`: its own when the analysis tied them to reactions; else (older analyses) the
 * case's criteria all go on the first reaction, as the form always did.
 */
export function seriousnessOfReaction(
  facts: Pick<CaseFacts, 'reactions' | 'seriousness'>,
  index: number,
): SeriousnessCriterion[] {
  const reaction = facts.reactions[index];
  if (!reaction) return [];
  if (facts.reactions.some((each) => each.seriousness !== undefined)) return reaction.seriousness ?? [];
  return index === 0 ? facts.seriousness : [];
}

/** What the analysis read of an item's seriousness: a criterion, only words that may hide one, or neither. */
export type FactsSeriousness = 'serious' | 'possibly_serious' | 'non_serious';

export function seriousnessOfFacts(
  facts: Pick<CaseFacts, 'serious' | 'seriousness' | 'possiblySerious'> | null | undefined,
): FactsSeriousness {
  if (!facts) return 'non_serious';
  if (facts.serious || facts.seriousness.length > 0) return 'serious';
  return facts.possiblySerious === true ? 'possibly_serious' : 'non_serious';
}

/**
 * Serious or possibly serious: what the shorter clock is kept for, what `npm run eval` counts as serious, and what
 * the triage inbox's priority sort puts first (its SQL reads the same facts).
 */
export function isPossiblySerious(
  facts: Pick<CaseFacts, 'serious' | 'seriousness' | 'possiblySerious'> | null | undefined,
): boolean {
  return seriousnessOfFacts(facts) !== 'non_serious';
}

/**
 * A reaction term that names no reaction: "adverse drug reaction", "side effect", "reacción adversa" (decision
 * 0043). Such a word is not one of the case's reactions when a specific one was read; alone, it must be specified.
 */
const VAGUE_REACTION =
  /^(?:(?:suspected |serious )?adverse (?:drug )?(?:reactions?|effects?|events?|experiences?)|side[- ]?effects?|drug reactions?|adr|ae|reacci(?:o|ó)n(?:es)? adversas?|efectos? (?:secundarios?|adversos?|indeseables?)|(?:eventos?|acontecimientos?) adversos?|ram)$/;

export function isVagueReactionTerm(term: string): boolean {
  return VAGUE_REACTION.test(term.trim().toLowerCase());
}

/**
 * The case's reactions without the generic words when a specific reaction was read; a generic word left alone is
 * kept, marked vague, for the reviewer to specify.
 */
export function withoutVagueReactions<T extends { term: string; vague?: boolean }>(
  reactions: readonly T[],
): T[] {
  const specific = reactions.filter((reaction) => !isVagueReactionTerm(reaction.term));
  if (specific.length > 0) return specific;
  return reactions.map((reaction) => ({ ...reaction, vague: true }));
}
