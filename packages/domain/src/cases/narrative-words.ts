import type { Language } from '../constants.ts';
import type { CodeListName } from './case-fields.ts';

/**
 * The message keys the drafted narrative is written with (decision 0039). The texts live in the message catalogue
 * (`messages/en-narrative.ts`, `messages/es-narrative.ts`, each checked against this list); the case layer sits below
 * the catalogue, so the narrative asks for its words through `NarrativeWords` instead of importing them.
 */
export const NARRATIVE_MESSAGE_KEYS = [
  'narrative.receipt',
  'narrative.reportType',
  'narrative.reporter',
  'narrative.unknown',
  'narrative.removed',
  'narrative.patient',
  'narrative.patientInitials',
  'narrative.age.801',
  'narrative.age.802',
  'narrative.age.803',
  'narrative.age.804',
  'narrative.age.805',
  'narrative.ageUnknown',
  'narrative.sexMale',
  'narrative.sexFemale',
  'narrative.sexUnknown',
  'narrative.weight',
  'narrative.height',
  'narrative.history',
  'narrative.historyUnknown',
  'narrative.pastDrugs',
  'narrative.role.1',
  'narrative.role.2',
  'narrative.role.3',
  'narrative.roleUnknown',
  'narrative.product',
  'narrative.productsNone',
  'narrative.event',
  'narrative.eventsNone',
  'narrative.serious.death',
  'narrative.serious.life_threatening',
  'narrative.serious.hospitalization',
  'narrative.serious.disabling',
  'narrative.serious.congenital_anomaly',
  'narrative.serious.medically_important',
  'narrative.seriousNone',
  'narrative.death',
  'narrative.tests',
  'narrative.actionTaken',
  'narrative.recurrence.1',
  'narrative.recurrence.2',
  'narrative.recurrence.3',
  'narrative.reporterComments',
  'narrative.reporterAssessmentUnknown',
] as const;
export type NarrativeMessageKey = (typeof NARRATIVE_MESSAGE_KEYS)[number];

/** How the narrative speaks a language: its messages, the names of E2B codes, its dates and numbers. */
export interface NarrativeWords {
  readonly language: Language;
  /** A narrative message with its `{placeholders}` filled. */
  readonly say: (key: NarrativeMessageKey, params?: Readonly<Record<string, string | number>>) => string;
  /** The name of a code of an E2B list in the language ('route', '001' → 'Oral'), or the code when unnamed. */
  readonly codeName: (list: CodeListName, code: string) => string;
}
