import type { CaseStatus, CaseType, PlainMessageKey, Source } from '@vigila/domain';

/** Stored statuses as the screen names them: Open, In Progress, Closed (SPEC §3). */
export const CASE_STATUS_LABEL = {
  new: 'caseForm.statusNew',
  progress: 'caseForm.statusProgress',
  completed: 'caseForm.statusCompleted',
} as const satisfies Record<CaseStatus, PlainMessageKey>;

export const CASE_TYPE_LABEL = {
  safety_information: 'caseForm.typeSafetyInformation',
  icsr: 'caseForm.typeIcsr',
  special_situation: 'caseForm.typeSpecialSituation',
} as const satisfies Record<CaseType, PlainMessageKey>;

export const CASE_SOURCE_LABEL = {
  amazon: 'caseForm.sourceAmazon',
  youtube: 'caseForm.sourceYoutube',
  instagram: 'caseForm.sourceInstagram',
  literature: 'caseForm.sourceLiterature',
  email: 'caseForm.sourceEmail',
  recording: 'caseForm.sourceRecording',
} as const satisfies Record<Source, PlainMessageKey>;
