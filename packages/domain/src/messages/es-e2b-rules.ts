import type { CASE_REPORT_RULE_TEXTS_EN } from '../cases/e2b/case-report-rules.ts';

/** Spanish messages of the case rules both E2B formats share (cases/e2b/case-report-rules.ts, decision 0038). */
export const esE2bRules = {
  'e2bRule.receiverIdentifier': 'Indica el destinatario del informe (identificador del receptor del mensaje)',
  'e2bRule.transmissionDate': 'Introduce la fecha de esta transmisión',
  'e2bRule.reportType': 'Elige el tipo de informe',
  'e2bRule.reporterType': 'Elige la cualificación del notificador',
  'e2bRule.senderType': 'Elige el tipo de remitente',
  'e2bRule.senderOrganization': 'Introduce la organización del remitente',
  'e2bRule.senderGivenName': 'Introduce el nombre del remitente',
  'e2bRule.senderFamilyName': 'Introduce los apellidos del remitente',
  'e2bRule.senderCountry': 'Introduce el país del remitente',
  'e2bRule.reactionTerm': 'Reacción {n}: introduce la reacción tal como se notificó',
  'e2bRule.reactionUncoded': 'Reacción {n}: codifica la reacción en MedDRA (elige su término en la búsqueda)',
  'e2bRule.medicinalProduct': 'Medicamento {n}: introduce el medicamento',
  'e2bRule.drugRole':
    'Medicamento {n}: elige el papel del medicamento (sospechoso, concomitante o de interacción)',
  'e2bRule.indicationUncoded':
    'Medicamento {n}: codifica la indicación en MedDRA (elige su término en la búsqueda)',
  'e2bRule.caseNarrative': 'Escribe la narrativa del caso',
} as const satisfies { readonly [K in keyof typeof CASE_REPORT_RULE_TEXTS_EN]: string };
