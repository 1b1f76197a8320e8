import { e2bCodeNameEn } from '../e2b/code-list-names-en.ts';
import type { CaseFieldValue } from './case-fields.ts';
import { entryHasContent, type SectionEntry } from './case-sections.ts';

type Form = Readonly<Record<string, CaseFieldValue | undefined>>;

export interface NarrativeInput {
  form: Form;
  /** Every entry of E.i (reactions) and G.k (drugs), the first included. */
  reactions: readonly SectionEntry[];
  drugs: readonly SectionEntry[];
  tests: readonly SectionEntry[];
  /** Day 0, YYYY-MM-DD: when the report was first received. */
  receivedDate: string;
  /** Where the report came from ("e-mail", "Instagram comment"…), or null for a manual case. */
  sourceLabel: string | null;
  /** The source text, quoted (shortened) at the end; null when the case has no item. */
  sourceText: string | null;
}

const QUOTE_LIMIT = 1200;

const text = (value: CaseFieldValue | undefined): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The English label of a coded value ('5' → 'Consumer or other non health professional'). */
function codeLabel(list: string, value: CaseFieldValue | undefined): string | null {
  const code = text(value);
  if (code === null) return null;
  return e2bCodeNameEn(list, code);
}

function listOf(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

function patientPhrase(form: Form): string {
  const age = text(form.age);
  const unit = codeLabel('ageUnit', form.age_unit)?.toLowerCase().replace(/s$/, '') ?? 'year';
  const sex = text(form.gender) === '1' ? 'male' : text(form.gender) === '2' ? 'female' : null;
  const parts = [age ? `${age}-${unit}-old` : null, sex, 'patient'].filter((part) => part !== null);
  return `a ${parts.join(' ')}`;
}

function reactionPhrase(entry: SectionEntry): string | null {
  const term = text(entry.reaction_term);
  if (term === null) return null;
  const code = text(entry.reaction_meddra_code);
  const start = text(entry.reaction_start_date);
  const outcome = codeLabel('reactionOutcome', entry.reaction_outcome);
  const details = [
    code ? `MedDRA ${code}` : null,
    start ? `from ${start}` : null,
    outcome ? `outcome: ${outcome.toLowerCase()}` : null,
  ].filter((part) => part !== null);
  return details.length > 0 ? `${term} (${details.join('; ')})` : term;
}

function drugPhrase(entry: SectionEntry): string | null {
  const product = text(entry.medicinal_product);
  if (product === null) return null;
  const dose = [text(entry.dose_amount), text(entry.dose_unit)].filter(Boolean).join(' ');
  const route = codeLabel('route', entry.route_of_administration)?.toLowerCase();
  const details = [
    dose || null,
    text(entry.dose_frequency),
    route ?? null,
    text(entry.indication) ? `for ${text(entry.indication)}` : null,
  ].filter((part) => part !== null && part !== '');
  return details.length > 0 ? `${product} (${details.join(', ')})` : product;
}

const SERIOUSNESS_PHRASES: Readonly<Record<string, string>> = {
  death: 'resulted in death',
  life_threatening: 'was life-threatening',
  hospitalization: 'caused or prolonged hospitalisation',
  disabling: 'was disabling',
  congenital_anomaly: 'involved a congenital anomaly',
  medically_important: 'was medically important',
};

/**
 * A first narrative (H.1) for the reviewer to edit: who reported what, when, about which patient, the suspect and
 * other drugs, the reactions with their coding and outcome, seriousness, tests, and the source text quoted. Only
 * facts in the case are written; nothing is inferred.
 */
export function draftNarrative(input: NarrativeInput): string {
  const { form } = input;
  const reporter = codeLabel('reporterType', form.reporter_type)?.toLowerCase() ?? 'reporter';
  const via = input.sourceLabel ? ` by ${input.sourceLabel}` : '';
  const country = text(form.occur_country) ?? text(form.primary_source_country);
  const drugs = input.drugs.filter(entryHasContent);
  const suspects = drugs.filter((drug) => text(drug.drug_role) !== '2').map(drugPhrase);
  const others = drugs.filter((drug) => text(drug.drug_role) === '2').map(drugPhrase);
  const reactions = input.reactions.map(reactionPhrase).filter((phrase) => phrase !== null);
  const sentences = [
    `On ${input.receivedDate}, a ${reporter} reported${via}${country ? ` (${country})` : ''} that ${patientPhrase(form)}` +
      ` experienced ${reactions.length > 0 ? listOf(reactions) : 'an adverse reaction'}` +
      (suspects.some(Boolean) ? ` after taking ${listOf(suspects.filter((s) => s !== null))}.` : '.'),
  ];
  if (others.some(Boolean))
    sentences.push(`Concomitant medication: ${listOf(others.filter((s) => s !== null))}.`);
  const serious = Object.keys(SERIOUSNESS_PHRASES).filter((field) => form[field] === true);
  const phrases = serious.map((field) => SERIOUSNESS_PHRASES[field]).filter((p) => p !== undefined);
  sentences.push(
    phrases.length > 0 ? `The event ${listOf(phrases)}.` : 'No seriousness criterion was reported.',
  );
  const history = text(form.medical_history);
  if (history) sentences.push(`Relevant history: ${history}.`);
  const tests = input.tests
    .filter(entryHasContent)
    .map((test) =>
      [text(test.test_name), text(test.test_result), text(test.test_unit)].filter(Boolean).join(' '),
    )
    .filter((line) => line !== '');
  if (tests.length > 0) sentences.push(`Tests: ${tests.join('; ')}.`);
  const quote = text(input.sourceText);
  if (quote) {
    const short = quote.length > QUOTE_LIMIT ? `${quote.slice(0, QUOTE_LIMIT).trimEnd()}…` : quote;
    sentences.push(`Source text: "${short.replace(/\s+/g, ' ')}"`);
  }
  return sentences.join(' ');
}
