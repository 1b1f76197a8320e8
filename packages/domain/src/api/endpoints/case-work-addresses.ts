import type { ApiErrorEntry } from '../error.ts';
/** Method and path of each call of `caseWorkEndpoints` (case-work.ts), without zod (see cases-addresses.ts). */
export const caseWorkAddresses = {
  addSectionEntry: { method: 'POST', path: '/cases/:id/sections/:section' },
  reorderSection: { method: 'PUT', path: '/cases/:id/sections/:section/order' },
  updateSectionEntry: { method: 'PUT', path: '/cases/:id/sections/:section/:index' },
  codeSectionEntry: { method: 'PUT', path: '/cases/:id/sections/:section/:index/coding' },
  removeSectionEntry: { method: 'DELETE', path: '/cases/:id/sections/:section/:index' },
  assignCase: { method: 'PUT', path: '/cases/:id/assignee' },
  updateReceiptDates: { method: 'PUT', path: '/cases/:id/receipt-dates' },
  downgradeSeriousness: { method: 'POST', path: '/cases/:id/downgrade-seriousness' },
  savePairAssessment: { method: 'PUT', path: '/cases/:id/assessments' },
  draftNarrative: { method: 'POST', path: '/cases/:id/narrative-draft' },
  createManualCase: { method: 'POST', path: '/cases/manual' },
} as const;

/** The stable error codes of a case's sections, MedDRA coding and assignment, with the spec's English text (API_ERRORS spreads them). */
export const caseWorkErrors = {
  section_entry_not_found: { category: 'not_found', text: 'This entry of the section does not exist' },
  section_full: { category: 'validation', text: 'A section holds at most 50 entries' },
  field_not_in_section: { category: 'validation', text: 'This field does not belong to the section' },
  section_order_invalid: {
    category: 'validation',
    text: 'The new order must name each entry of the section once',
  },
  section_not_coded: {
    category: 'validation',
    text: 'Only reactions (E) and drug indications (G) are coded in MedDRA',
  },
  meddra_term_not_found: {
    category: 'validation',
    text: 'This MedDRA term is not a current term of the organisation’s release',
  },
  receipt_date_in_future: { category: 'validation', text: 'A receipt date cannot be after today' },
  receipt_dates_out_of_order: {
    category: 'validation',
    text: 'The latest receipt date cannot be before the initial receipt date',
  },
  assessment_pair_not_found: {
    category: 'not_found',
    text: 'The case has no suspect or interacting drug and reaction by these names',
  },
  assignee_not_member: { category: 'validation', text: 'The assignee must be a member of the organisation' },
  case_not_possibly_serious: {
    category: 'conflict',
    text: 'The case is not marked possibly serious: there is nothing to downgrade',
  },
} as const satisfies Record<string, ApiErrorEntry>;
