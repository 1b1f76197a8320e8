import { SOURCES } from '../sources/source-list.ts';

// Apart from case-shapes.ts (the calls' zod schemas) so that the case list's labels and filters load no zod.

/** Stored case statuses; the list shows them as Open, In Progress, Closed (SPEC §3). */
export const CASE_STATUSES = ['new', 'progress', 'completed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** Stored case types: the dropdown's label lowercased with its first space an underscore (SPEC §7). */
export const CASE_TYPES = ['safety_information', 'icsr', 'special_situation'] as const;
export type CaseType = (typeof CASE_TYPES)[number];
export const DEFAULT_CASE_TYPE: CaseType = 'safety_information';

/** Case sources (SPEC §3): the item sources. */
/** Item sources, and cases made without an item: imported from an E2B file, or entered by hand (/e2b). */
export const CASE_SOURCES = [...SOURCES, 'e2b_import', 'manual'] as const;
export type CaseSource = (typeof CASE_SOURCES)[number];

/**
 * Reads a stored or sent type name ignoring case, underscores and spaces (SPEC §3): 'Safety information',
 * 'SAFETY_INFORMATION' and 'safety information' are all safety_information. Unknown names give undefined.
 */
export function normalizeCaseType(name: string): CaseType | undefined {
  const squashed = name.toLowerCase().replace(/[_\s]+/g, '');
  return CASE_TYPES.find((type) => type.replace(/_/g, '') === squashed);
}

/** What PUT /case/{id}/type sends for a dropdown label (SPEC §7: lowercase, first space → underscore). */
export function caseTypePayload(label: string): string {
  return label.toLowerCase().replace(' ', '_');
}
