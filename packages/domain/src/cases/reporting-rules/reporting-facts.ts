import type { CaseAssessmentSummary } from '../case-assessment.ts';
import type { CaseFieldValue } from '../case-fields.ts';
import { SERIOUSNESS_FIELDS } from '../case-fields.ts';
import type { CaseSource } from '../case-kinds.ts';
import { PRODUCT_TYPES, type ProductType, type ReportSource } from './reporting-rule-kinds.ts';

type FormRecord = Readonly<Record<string, CaseFieldValue | undefined>>;

/** What the rules ask of a case; `uncertain`/`unknown`/null say the case does not tell yet. */
export interface ReportingFacts {
  readonly seriousness: 'fatal_or_life_threatening' | 'serious' | 'non_serious' | 'uncertain';
  readonly expectedness: 'expected' | 'unexpected' | 'unknown';
  readonly relatedness: 'related' | 'not_related' | 'unknown';
  readonly source: ReportSource;
  /** True when nothing in the case names its source and it is taken as spontaneous. */
  readonly sourceAssumed: boolean;
  /** ISO 3166-1 alpha-2 country where the reaction occurred (else of the primary source), or null. */
  readonly country: string | null;
  /** The types of the dictionary products the suspect and interacting drugs name, each once. */
  readonly productTypes: readonly ProductType[];
  /** True when a suspect or interacting drug names no dictionary product (or the case has none): its type is unknown. */
  readonly productTypeUnknown: boolean;
  /**
   * True when no criterion is set but the analysis read words that may hide one and no reviewer has downgraded the
   * case (issue 27): the case is read as serious (or, with nothing answered, as uncertain) meanwhile.
   */
  readonly possiblySerious: boolean;
}

/** The parts of a case the adapter reads (GET /cases/{id} gives them). */
export interface ReportingCaseInput {
  readonly source: CaseSource;
  readonly form: FormRecord;
  /** The reactions (E.i), the first being the form's own; absent means the form's own only. */
  readonly reactions?: readonly FormRecord[];
  /** The drug–reaction assessment (decision 0041); absent or null parts read as not assessed. */
  readonly assessment?: CaseAssessmentSummary;
  /** The drugs (G.k), in order; absent means the form's own only. */
  readonly drugs?: readonly FormRecord[];
  /** Per drug, the type of the organisation's product its name refers to (decision 0042), or null when none. */
  readonly drugProductTypes?: readonly (ProductType | null)[];
  /** The case's item was possibly serious and no reviewer has downgraded the case yet. */
  readonly possiblySerious?: boolean;
}

const text = (value: CaseFieldValue | undefined): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Seriousness over every reaction: fatal or life-threatening when one has death or life-threatening, serious when
 * one has any criterion, non-serious when the criteria were answered (at least one set to false) and none is true,
 * uncertain when none was ever answered (the analysis prefills only the criteria it read; a blank form says nothing).
 */
function seriousnessOf(reactions: readonly FormRecord[]): ReportingFacts['seriousness'] {
  const answered = reactions.flatMap((reaction) => SERIOUSNESS_FIELDS.map((field) => reaction[field]));
  if (reactions.some((reaction) => reaction.death === true || reaction.life_threatening === true)) {
    return 'fatal_or_life_threatening';
  }
  if (answered.some((value) => value === true)) return 'serious';
  if (answered.some((value) => value === false)) return 'non_serious';
  return 'uncertain';
}

/**
 * The report source from E2B: literature when the case cites an article (C.4.r) or came from a literature search;
 * a report from a study (C.1.3 = 2) is a clinical trial when its study type (C.5.4) is 1 or unset, solicited
 * otherwise (individual patient use, other studies such as patient support programmes); spontaneous for C.1.3 = 1.
 */
function sourceOf(input: ReportingCaseInput): { source: ReportSource; assumed: boolean } {
  const { form } = input;
  if (text(form.literature_reference) !== '' || input.source === 'literature') {
    return { source: 'literature', assumed: false };
  }
  const reportType = text(form.report_type);
  if (reportType === '2') {
    const studyType = text(form.study_type);
    return { source: studyType === '2' || studyType === '3' ? 'solicited' : 'study', assumed: false };
  }
  return { source: 'spontaneous', assumed: reportType !== '1' };
}

function countryOf(form: FormRecord): string | null {
  const country =
    text(form.occur_country) || text(form.primary_source_country) || text(form.reporter_country);
  return country === '' ? null : country.toUpperCase();
}

/** Any unexpected pair makes the case unexpected; expected only when every pair is; unknown while one is not assessed. */
function expectednessOf(assessment: CaseAssessmentSummary | undefined): ReportingFacts['expectedness'] {
  if (assessment?.anyUnexpected === true) return 'unexpected';
  return assessment?.anyUnexpected === false ? 'expected' : 'unknown';
}

/** Any related pair makes the case related; not related only when every pair is judged unlikely. */
function relatednessOf(assessment: CaseAssessmentSummary | undefined): ReportingFacts['relatedness'] {
  if (assessment?.anyRelated === true) return 'related';
  return assessment?.anyRelated === false ? 'not_related' : 'unknown';
}

/** G.k.1 roles that do not make a drug suspect: concomitant (2) and drug not administered (4). */
const NOT_SUSPECT_ROLES: readonly string[] = ['2', '4'];

/**
 * The product types of the suspect and interacting drugs (a drug without a role counts: the role may not be entered
 * yet), and whether one of them names no product of the dictionary, so that its type is not known.
 */
function productTypesOf(
  input: ReportingCaseInput,
): Pick<ReportingFacts, 'productTypes' | 'productTypeUnknown'> {
  const drugs = input.drugs && input.drugs.length > 0 ? input.drugs : [input.form];
  const suspects = drugs
    .map((drug, index) => ({ drug, type: input.drugProductTypes?.[index] ?? null }))
    .filter(
      ({ drug }) => text(drug.medicinal_product) !== '' && !NOT_SUSPECT_ROLES.includes(text(drug.drug_role)),
    );
  const known = PRODUCT_TYPES.filter((type) => suspects.some((suspect) => suspect.type === type));
  return {
    productTypes: known,
    productTypeUnknown: suspects.length === 0 || suspects.some((suspect) => suspect.type === null),
  };
}

/**
 * The one adapter between a case and the reporting rules; nothing else reads a case for the rules. Expectedness and
 * relatedness come from the per-pair assessment (decision 0041); while a pair is not assessed they read as unknown,
 * and the engine says how it treats them.
 */
export function reportingFactsOfCase(input: ReportingCaseInput): ReportingFacts {
  const reactions = input.reactions && input.reactions.length > 0 ? input.reactions : [input.form];
  const { source, assumed } = sourceOf(input);
  const read = seriousnessOf(reactions);
  const possiblySerious = input.possiblySerious === true && (read === 'non_serious' || read === 'uncertain');
  return {
    // Criteria answered "no" do not shorten a possibly serious case's review: only the downgrade does.
    seriousness: possiblySerious && read === 'non_serious' ? 'serious' : read,
    possiblySerious,
    expectedness: expectednessOf(input.assessment),
    relatedness: relatednessOf(input.assessment),
    source,
    sourceAssumed: assumed,
    country: countryOf(input.form),
    ...productTypesOf(input),
  };
}
