import { isCalendarDate } from '../calendar-date.ts';
import type { CaseFieldValue, CodeListName } from './case-fields.ts';
import type { SectionEntry } from './case-sections.ts';
import { privateWordsOf, withoutContactDetails } from './narrative-privacy.ts';
import type { NarrativeWords } from './narrative-words.ts';

// How the draft narrative reads a case's values into its language: dates, numbers, code names, and free text with
// the names and contact details of the people the source names removed.

type Form = Readonly<Record<string, CaseFieldValue | undefined>>;

export interface NarrativeInput {
  form: Form;
  /** Every entry of C.2.r (reporters), E.i (reactions), F.r (tests) and G.k (drugs), the first included. */
  reporters: readonly SectionEntry[];
  reactions: readonly SectionEntry[];
  tests: readonly SectionEntry[];
  drugs: readonly SectionEntry[];
  /** The case's initial receipt date (C.1.4, its day 0), YYYY-MM-DD: the narrative's reference date. */
  initialReceiptDate: string;
  /** People the source names (an e-mail's sender…): removed from any text the narrative quotes. */
  sourceNames: readonly string[];
  /**
   * Drugs the source says were given to treat the reaction (decision 0043). ICH keeps them out of G.k; H.1 is their
   * place, so the draft writes them as the first event's treatment.
   */
  treatments?: readonly string[];
}

/** What every sentence needs: the words, and how to read a field of the case safely in them. */
export interface Writer {
  words: NarrativeWords;
  /** A free-text value, contact details removed; null when blank. */
  text: (value: CaseFieldValue | undefined) => string | null;
  /** A date in the language's long form ('16 November 2026', '16 de noviembre de 2026'); null when blank. */
  date: (value: CaseFieldValue | undefined) => string | null;
  number: (value: CaseFieldValue | undefined) => string | null;
  /** The lower-case name of a code ('route', '001' → 'oral'); null when blank. */
  code: (list: CodeListName, value: CaseFieldValue | undefined) => string | null;
  unknown: string;
  say: NarrativeWords['say'];
}

export const raw = (value: CaseFieldValue | undefined): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** English dates day first, as ICH and CIOMS forms write them; never the US month-first order. */
const DATE_LOCALES = { en: 'en-GB', es: 'es' } as const;

export function writerOf(input: NarrativeInput, words: NarrativeWords): Writer {
  const reporterFields = ['reporter_given_name', 'reporter_family_name'] as const;
  const names = [
    ...input.reporters.flatMap((entry) => reporterFields.map((field) => raw(entry[field]))),
    ...input.sourceNames,
  ].filter((name): name is string => name !== null);
  const addresses = input.reporters
    .flatMap((entry) => [
      raw(entry.reporter_street),
      raw(entry.reporter_postal_code),
      raw(entry.reporter_city),
    ])
    .filter((part): part is string => part !== null);
  const privateWords = privateWordsOf(names, addresses);
  const removed = words.say('narrative.removed');
  const dates = new Intl.DateTimeFormat(DATE_LOCALES[words.language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const numbers = new Intl.NumberFormat(words.language);
  // A quoted text ends where the sentence around it puts its own full stop.
  const text = (value: CaseFieldValue | undefined) => {
    const found = raw(value)?.replace(/[\s.;,:]+$/, '') ?? '';
    return found === '' ? null : withoutContactDetails(found.replace(/\s+/g, ' '), privateWords, removed);
  };
  return {
    words,
    text,
    date: (value) => {
      const day = raw(value);
      if (day === null) return null;
      return isCalendarDate(day) ? dates.format(new Date(`${day}T00:00:00Z`)) : text(day);
    },
    number: (value) => {
      const found = raw(value);
      if (found === null) return null;
      const parsed = Number(found);
      return Number.isFinite(parsed) ? numbers.format(parsed) : text(found);
    },
    code: (list, value) => {
      const found = raw(value);
      return found === null ? null : words.codeName(list, found).toLocaleLowerCase(words.language);
    },
    unknown: words.say('narrative.unknown'),
    say: words.say,
  };
}
