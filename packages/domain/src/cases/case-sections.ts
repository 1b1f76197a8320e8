import { caseFieldsOfSection, type CaseFieldValue, type CaseFormSection } from './case-fields.ts';

/**
 * The sections a case repeats (issue 13): C.2.r reporters, E.i reactions, F.r tests and G.k drugs. The first entry
 * of each lives in the case's own fields under the spec's names (`reporter_given_name`, `reaction_term`,
 * `test_name`, `medicinal_product`…), so `PUT /api/case/{id}` and every single-field caller keep working; the
 * entries after it are stored as a list of the same field names (decision 0015).
 */
export const REPEATABLE_SECTIONS = ['C2', 'E', 'F', 'G'] as const satisfies readonly CaseFormSection[];
export type RepeatableSection = (typeof REPEATABLE_SECTIONS)[number];

/** One entry of a repeatable section, under the first entry's field names; a missing field is blank. */
export type SectionEntry = Readonly<Partial<Record<string, CaseFieldValue>>>;

/** The entries after the first, per section (a section absent or empty has only its first entry). */
export type AdditionalEntries = Readonly<Partial<Record<RepeatableSection, readonly SectionEntry[]>>>;

export function isRepeatableSection(section: string): section is RepeatableSection {
  return (REPEATABLE_SECTIONS as readonly string[]).includes(section);
}

/** The field names an entry of `section` may carry. */
export function sectionFieldNames(section: RepeatableSection): readonly string[] {
  return caseFieldsOfSection(section).map((definition) => definition.field);
}

/** The first entry of a section, read from the case's own fields. */
export function firstEntry(
  form: Readonly<Record<string, CaseFieldValue | undefined>>,
  section: RepeatableSection,
): SectionEntry {
  const entry: Record<string, CaseFieldValue> = {};
  for (const field of sectionFieldNames(section)) {
    const value = form[field];
    if (value !== undefined) entry[field] = value;
  }
  return entry;
}

/** Whether an entry holds anything (a blank entry is not written to a report). */
export function entryHasContent(entry: SectionEntry): boolean {
  return Object.values(entry).some((value) => value !== null && value !== undefined && value !== '');
}

/** Every entry of a section, the first one included, in order. */
export function sectionEntries(
  form: Readonly<Record<string, CaseFieldValue | undefined>>,
  additional: AdditionalEntries | null | undefined,
  section: RepeatableSection,
): SectionEntry[] {
  return [firstEntry(form, section), ...(additional?.[section] ?? [])];
}
