import type { enTriageForgives } from './en-triage-forgives.ts';

/** Spanish twin of en-triage-forgives.ts: the same keys and `{parameters}`. */
export const esTriageForgives = {
  'undo.changedTo': 'Estado cambiado a {status}',
  'undo.action': 'Deshacer',
  'undo.undone': 'Cambio de estado deshecho',
  'undo.failed': 'No se pudo deshacer: {message}',

  'reason.title': '¿Por qué no es relevante este elemento?',
  'reason.description': 'El motivo se guarda en el historial de estados del elemento.',
  'reason.choose': 'Motivo',
  'reason.explain': 'Explicación',
  'reason.explainHint': 'Obligatoria para este motivo',
  'reason.confirm': 'Marcar como No relevante',
  'reason.cancel': 'Cancelar',
  'reason.loading': 'Cargando motivos…',
  'reason.historyReason': 'Motivo: {reason}',
  'reason.historyUndo': 'Deshecho',
  'triage.reason.not_medicinal_product': 'No trata de un medicamento',
  'triage.reason.no_safety_content': 'Sin acontecimiento adverso, problema de calidad ni consulta',
  'triage.reason.duplicate': 'Duplicado',
  'triage.reason.spam': 'Spam o publicidad',
  'triage.reason.other': 'Otro (explicar)',

  'reasons.title': 'Motivos de No relevante',
  'reasons.description':
    'Los motivos entre los que elige un revisor al marcar un elemento como No relevante. Los propietarios y administradores pueden cambiarlos.',
  'reasons.label': 'Motivo {number}',
  'reasons.explain': 'Pide una explicación',
  'reasons.remove': 'Quitar el motivo {number}',
  'reasons.add': 'Añadir un motivo',
  'reasons.save': 'Guardar los motivos',
  'reasons.reset': 'Volver a los predeterminados',
  'reasons.saved': 'Motivos de No relevante guardados',
  'reasons.failed': 'No se pudieron guardar los motivos: {message}',
  'reasons.readOnly': 'Solo los propietarios y administradores pueden cambiar estos motivos.',
  'reasons.defaults': 'Lista predeterminada',

  'triage.sort': 'Orden',
  'triage.sortNewest': 'Más recientes primero',
  'triage.sortPriority': 'Prioridad',
  'triage.sortPriorityHint':
    'Primero los graves, luego los posiblemente graves, luego tus propios productos, luego los recibidos hace más tiempo',
  'triage.filterSource': 'Fuente',
  'triage.filterAllSources': 'Todas las fuentes',
  'triage.filterFlags': 'Indicadores',
  'triage.filterOption': '{name} ({count})',
  'triage.serious': 'Grave',
} as const satisfies Record<keyof typeof enTriageForgives, string>;
