import type { enAssessment } from './en-assessment.ts';

/** Spanish strings of the case page's Assessment section (decision 0041). */
export const esAssessment = {
  'assessment.title': 'Evaluación',
  'assessment.description':
    'Causalidad y carácter esperado de cada medicamento sospechoso o en interacción para cada reacción. Las dos causalidades van en los archivos E2B; el carácter esperado se queda en el caso.',
  'assessment.empty':
    'Aún no hay nada que evaluar: el caso necesita un medicamento sospechoso o en interacción y una reacción.',
  'assessment.drug': 'Medicamento',
  'assessment.reaction': 'Reacción',
  'assessment.reporterCausality': 'Causalidad según el notificador',
  'assessment.companyCausality': 'Causalidad según la compañía',
  'assessment.expectedness': 'Carácter esperado',
  'assessment.method': 'Método',
  'assessment.notAssessed': 'Sin evaluar',
  'assessment.causalityWithMethod': '{result} ({method})',
  'assessment.result.certain': 'Cierta',
  'assessment.result.probable': 'Probable',
  'assessment.result.possible': 'Posible',
  'assessment.result.unlikely': 'Improbable',
  'assessment.result.conditional': 'Condicional/no clasificada',
  'assessment.result.unassessable': 'No evaluable/inclasificable',
  'assessment.expectedness.expected': 'Esperada',
  'assessment.expectedness.unexpected': 'Inesperada',
  'assessment.expectedness.not_assessed': 'Sin evaluar',
  'assessment.reason.no_reference_safety_information':
    'No hay información de seguridad de referencia para este producto',
  'assessment.reason.reaction_not_coded': 'La reacción no está codificada',
  'assessment.reason.listed': 'Figura en la ficha técnica {version} como {term}',
  'assessment.reason.not_listed': 'No figura en la ficha técnica {version}',
  'assessment.reason.override': 'Fijada a mano: {reason}',
  'assessment.edit': 'Evaluar',
  'assessment.editLabel': 'Evaluar {drug} para {reaction}',
  'assessment.dialogTitle': '{drug} — {reaction}',
  'assessment.dialogDescription':
    'Categorías de la OMS-UMC. El carácter esperado sale de la información de seguridad de referencia del producto salvo que lo fije usted, con un motivo que guarda el historial de cambios.',
  'assessment.expectednessComputed': 'Según la información de seguridad de referencia',
  'assessment.overrideReason': 'Motivo para fijar a mano el carácter esperado',
  'assessment.overrideReasonHint': 'Se guarda en el historial de cambios.',
  'assessment.save': 'Guardar evaluación',
  'assessment.cancel': 'Cancelar',
  'assessment.saved': 'Evaluación guardada',
  'assessment.failed': 'No se pudo guardar la evaluación: {message}',
  'assessment.history': '{name} evaluó {drug} para {reaction}',
  'assessment.historyOverride': '{name} evaluó {drug} para {reaction}: {expectedness} ({reason})',
} as const satisfies Record<keyof typeof enAssessment, string>;
