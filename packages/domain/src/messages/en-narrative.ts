import type { NarrativeMessageKey } from '../cases/narrative-words.ts';

/**
 * English words of the drafted case narrative (cases/draft-narrative.ts, decision 0039), written by the server in
 * the reviewer's language: one sentence per fact, in the CIOMS / ICH E2B H.1 order.
 */
export const enNarrative = {
  'narrative.receipt': 'This report was first received on {date}.',
  'narrative.reportType': 'Report type: {type}.',
  'narrative.reporter': 'Reporter: {qualification}; country: {country}.',
  'narrative.unknown': 'unknown',
  'narrative.removed': '[contact details removed]',
  'narrative.patient': 'Patient: {patient}.',
  'narrative.patientInitials': 'initials {initials}',
  'narrative.age.801': '{age} {age|year|years} old',
  'narrative.age.802': '{age} {age|month|months} old',
  'narrative.age.803': '{age} {age|week|weeks} old',
  'narrative.age.804': '{age} {age|day|days} old',
  'narrative.age.805': '{age} {age|hour|hours} old',
  'narrative.ageUnknown': 'age unknown',
  'narrative.sexMale': 'male',
  'narrative.sexFemale': 'female',
  'narrative.sexUnknown': 'sex unknown',
  'narrative.weight': 'weight {weight} kg',
  'narrative.height': 'height {height} cm',
  'narrative.history': 'Relevant medical history: {history}.',
  'narrative.historyUnknown': 'Relevant medical history: unknown.',
  'narrative.pastDrugs': 'Past drug therapy: {drugs}.',
  'narrative.role.1': 'Suspect drug',
  'narrative.role.2': 'Concomitant drug',
  'narrative.role.3': 'Interacting drug',
  'narrative.roleUnknown': 'Drug (role not stated)',
  'narrative.product':
    '{role}: {product}; dose: {dose}; route: {route}; start date: {start}; stop date: {stop}; indication: {indication}.',
  'narrative.productsNone': 'Medicinal products: unknown.',
  'narrative.event':
    'Event: {term}; onset: {onset}; end: {end}; seriousness: {seriousness}; treatment: {treatment}; outcome: {outcome}.',
  'narrative.eventsNone': 'Events: unknown.',
  'narrative.serious.death': 'resulted in death',
  'narrative.serious.life_threatening': 'life-threatening',
  'narrative.serious.hospitalization': 'caused or prolonged hospitalisation',
  'narrative.serious.disabling': 'disabling or incapacitating',
  'narrative.serious.congenital_anomaly': 'congenital anomaly or birth defect',
  'narrative.serious.medically_important': 'other medically important condition',
  'narrative.seriousNone': 'no seriousness criterion reported',
  'narrative.death': 'The patient died on {date}; reported cause of death: {cause}; autopsy: {autopsy}.',
  'narrative.tests': 'Relevant tests: {tests}.',
  'narrative.actionTaken': 'Action taken with {product}: {action}.',
  'narrative.recurrence.1': 'On readministration of {product}, the reaction recurred.',
  'narrative.recurrence.2': 'On readministration of {product}, the reaction did not recur.',
  'narrative.recurrence.3': 'Whether the reaction recurred on readministration of {product} is unknown.',
  'narrative.reporterComments': 'Reporter’s comments: {comments}.',
  'narrative.reporterAssessmentUnknown': 'The reporter’s causality assessment is unknown.',
} as const satisfies Record<NarrativeMessageKey, string>;
