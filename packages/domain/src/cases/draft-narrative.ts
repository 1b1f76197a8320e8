import { SERIOUSNESS_FIELDS, type CaseFieldValue } from './case-fields.ts';
import { entryHasContent, type SectionEntry } from './case-sections.ts';
import type { NarrativeMessageKey, NarrativeWords } from './narrative-words.ts';
import { raw, writerOf, type NarrativeInput, type Writer } from './narrative-writer.ts';

export type { NarrativeInput } from './narrative-writer.ts';

type Form = Readonly<Record<string, CaseFieldValue | undefined>>;

/** Reporter and receipt: the qualification and country only, never a name or a contact detail. */
function receiptParagraph(w: Writer, input: NarrativeInput): string {
  const { form } = input;
  const reporter = input.reporters[0] ?? {};
  const country =
    raw(reporter.reporter_country) ?? raw(form.primary_source_country) ?? raw(form.occur_country);
  const sentences = [w.say('narrative.receipt', { date: w.date(input.initialReceiptDate) ?? w.unknown })];
  const type = w.code('reportType', form.report_type);
  if (type !== null) sentences.push(w.say('narrative.reportType', { type }));
  sentences.push(
    w.say('narrative.reporter', {
      qualification: w.code('reporterType', reporter.reporter_type) ?? w.unknown,
      country: country === null ? w.unknown : countryName(country, w.words.language, w),
    }),
  );
  return sentences.join(' ');
}

/** 'ES' → 'Spain' / 'España'; anything that is not a region code is kept as written. */
function countryName(value: string, language: string, w: Writer): string {
  if (/^[A-Za-z]{2}$/.test(value)) {
    const name = new Intl.DisplayNames([language], { type: 'region' }).of(value.toUpperCase());
    if (name !== undefined) return name;
  }
  return w.text(value) ?? value;
}

const AGE_KEYS: Readonly<Record<string, NarrativeMessageKey>> = {
  '801': 'narrative.age.801',
  '802': 'narrative.age.802',
  '803': 'narrative.age.803',
  '804': 'narrative.age.804',
  '805': 'narrative.age.805',
};

/** The patient: initials (never a name), age, sex, weight and height, then the relevant history. */
function patientParagraph(w: Writer, form: Form): string {
  const initials = w.text(form.initials);
  const age = raw(form.age);
  const ageKey = AGE_KEYS[raw(form.age_unit) ?? '801'] ?? 'narrative.age.801';
  const ageNumber = age === null ? NaN : Number(age);
  const sex = raw(form.gender);
  const weight = w.number(form.weight);
  const height = w.number(form.height);
  const parts = [
    initials ? w.say('narrative.patientInitials', { initials }) : null,
    Number.isFinite(ageNumber) ? w.say(ageKey, { age: ageNumber }) : w.say('narrative.ageUnknown'),
    sex === '1'
      ? w.say('narrative.sexMale')
      : sex === '2'
        ? w.say('narrative.sexFemale')
        : w.say('narrative.sexUnknown'),
    weight ? w.say('narrative.weight', { weight }) : null,
    height ? w.say('narrative.height', { height }) : null,
  ].filter((part) => part !== null);
  const history = w.text(form.medical_history);
  const pastDrugs = w.text(form.past_drug_therapy);
  return [
    w.say('narrative.patient', { patient: parts.join(', ') }),
    history ? w.say('narrative.history', { history }) : w.say('narrative.historyUnknown'),
    pastDrugs ? w.say('narrative.pastDrugs', { drugs: pastDrugs }) : null,
  ]
    .filter((sentence) => sentence !== null)
    .join(' ');
}

const ROLE_KEYS: Readonly<Record<string, NarrativeMessageKey>> = {
  '1': 'narrative.role.1',
  '2': 'narrative.role.2',
  '3': 'narrative.role.3',
};
/** Suspect drugs first, then interacting, then concomitant, then those whose role is not stated. */
const ROLE_ORDER = ['1', '3', '2'];
const roleRank = (drug: SectionEntry) => {
  const rank = ROLE_ORDER.indexOf(raw(drug.drug_role) ?? '');
  return rank === -1 ? ROLE_ORDER.length : rank;
};

function dosePhrase(w: Writer, drug: SectionEntry): string | null {
  const parts = [
    [w.number(drug.dose_amount), w.text(drug.dose_unit)].filter(Boolean).join(' '),
    w.text(drug.dose_frequency),
  ].filter((part) => part !== null && part !== '');
  return parts.length > 0 ? parts.join(', ') : null;
}

/** Each suspect, interacting and concomitant drug with its dose, route, start and stop dates and indication. */
function productsParagraph(w: Writer, drugs: readonly SectionEntry[]): string {
  const listed = drugs
    .filter(entryHasContent)
    .map((drug, index) => ({ drug, index }))
    .sort((a, b) => roleRank(a.drug) - roleRank(b.drug) || a.index - b.index)
    .map(({ drug }) => drug);
  if (listed.length === 0) return w.say('narrative.productsNone');
  return listed
    .map((drug) => {
      const product = w.text(drug.medicinal_product) ?? w.unknown;
      const substance = w.text(drug.active_substance);
      const form = w.text(drug.pharmaceutical_form);
      const details = [substance, form].filter((part) => part !== null && part !== product);
      return w.say('narrative.product', {
        role: w.say(ROLE_KEYS[raw(drug.drug_role) ?? ''] ?? 'narrative.roleUnknown'),
        product: details.length > 0 ? `${product} (${details.join(', ')})` : product,
        dose: dosePhrase(w, drug) ?? w.unknown,
        route: w.code('route', drug.route_of_administration) ?? w.unknown,
        start: w.date(drug.start_date) ?? w.unknown,
        stop: w.date(drug.end_date) ?? w.unknown,
        indication: w.text(drug.indication) ?? w.unknown,
      });
    })
    .join(' ');
}

function treatmentPhrase(w: Writer, treatments: readonly string[] | undefined): string | null {
  const named = (treatments ?? []).map((treatment) => w.text(treatment)).filter((name) => name !== null);
  return named.length > 0 ? named.join(', ') : null;
}

function seriousnessPhrase(w: Writer, reaction: SectionEntry): string {
  const criteria = SERIOUSNESS_FIELDS.filter((field) => reaction[field] === true).map((field) =>
    w.say(`narrative.serious.${field}`),
  );
  return criteria.length > 0 ? criteria.join(', ') : w.say('narrative.seriousNone');
}

/**
 * Each reaction with its onset and end, seriousness criteria, treatment and outcome; then a death and the tests.
 * The case form has no field for the reaction's treatment: the first event gets the treatments the source names
 * (decision 0043), the others say unknown for the reviewer to fill.
 */
function eventsParagraph(w: Writer, input: NarrativeInput): string {
  const { form } = input;
  const reactions = input.reactions.filter((reaction) => raw(reaction.reaction_term) !== null);
  const sentences =
    reactions.length === 0
      ? [w.say('narrative.eventsNone')]
      : reactions.map((reaction, index) =>
          w.say('narrative.event', {
            term: w.text(reaction.reaction_term) ?? w.unknown,
            onset: w.date(reaction.reaction_start_date) ?? w.unknown,
            end: w.date(reaction.reaction_end_date) ?? w.unknown,
            seriousness: seriousnessPhrase(w, reaction),
            treatment: (index === 0 ? treatmentPhrase(w, input.treatments) : null) ?? w.unknown,
            outcome: w.code('reactionOutcome', reaction.reaction_outcome) ?? w.unknown,
          }),
        );
  const deathDate = w.date(form.death_date);
  const deathCause = w.text(form.death_cause);
  if (deathDate !== null || deathCause !== null)
    sentences.push(
      w.say('narrative.death', {
        date: deathDate ?? w.unknown,
        cause: deathCause ?? w.unknown,
        autopsy: w.code('autopsy', form.autopsy_yes_no) ?? w.unknown,
      }),
    );
  const tests = input.tests.filter(entryHasContent).map((test) => {
    const result = [w.text(test.test_result), w.text(test.test_unit)].filter(Boolean).join(' ');
    const when = w.date(test.test_date);
    const name = w.text(test.test_name) ?? w.unknown;
    return [when ? `${name} (${when})` : name, result].filter(Boolean).join(': ');
  });
  if (tests.length > 0) sentences.push(w.say('narrative.tests', { tests: tests.join('; ') }));
  return sentences.join(' ');
}

/** Dechallenge (the action taken with each drug) and rechallenge (did the reaction recur), when reported. */
function challengeParagraph(w: Writer, drugs: readonly SectionEntry[]): string | null {
  const sentences: string[] = [];
  for (const drug of drugs.filter(entryHasContent)) {
    const product = w.text(drug.medicinal_product) ?? w.unknown;
    const action = w.code('actionTaken', drug.action_taken);
    if (action !== null) sentences.push(w.say('narrative.actionTaken', { product, action }));
    const recurrence = raw(drug.drug_recurrance);
    if (recurrence === '1' || recurrence === '2' || recurrence === '3')
      sentences.push(w.say(`narrative.recurrence.${recurrence}`, { product }));
  }
  return sentences.length > 0 ? sentences.join(' ') : null;
}

/** The reporter's own assessment and comments, or that it is not known. */
function assessmentParagraph(w: Writer, form: Form): string {
  const comments = [w.text(form.reporter_comments), w.text(form.reporter_comment)].filter(
    (comment, index, all): comment is string => comment !== null && all.indexOf(comment) === index,
  );
  return comments.length > 0
    ? w.say('narrative.reporterComments', { comments: comments.join(' ') })
    : w.say('narrative.reporterAssessmentUnknown');
}

/**
 * A first narrative (H.1) for the reviewer to edit, in the order of the CIOMS form and ICH E2B(R3) H.1: reporter and
 * receipt, patient, products, events, dechallenge and rechallenge, the reporter's assessment; one paragraph each.
 * Only facts of the case are written, what is missing is said to be unknown, and no contact detail of anyone goes
 * in (decision 0039). The reference date is the case's initial receipt date, never the upload.
 */
export function draftNarrative(input: NarrativeInput, words: NarrativeWords): string {
  const w = writerOf(input, words);
  return [
    receiptParagraph(w, input),
    patientParagraph(w, input.form),
    productsParagraph(w, input.drugs),
    eventsParagraph(w, input),
    challengeParagraph(w, input.drugs),
    assessmentParagraph(w, input.form),
  ]
    .filter((paragraph) => paragraph !== null)
    .join('\n\n');
}
