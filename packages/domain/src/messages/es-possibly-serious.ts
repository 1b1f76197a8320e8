import type { enPossiblySerious } from './en-possibly-serious.ts';

/** Spanish twin of en-possibly-serious.ts: the same keys and `{parameters}`. */
export const esPossiblySerious = {
  'possiblySerious.badge': 'Posiblemente grave',
  'possiblySerious.itemWhy':
    'Posiblemente grave: el informe dice «{words}», que puede ocultar un criterio de gravedad. Un caso creado a partir de él empieza con el plazo más corto hasta que un revisor lo rebaje.',
  'possiblySerious.caseBody':
    'El informe dice «{words}», que puede ocultar un criterio de gravedad: el caso sigue con el plazo más corto hasta que un revisor lo rebaje.',
  'possiblySerious.downgrade': 'Rebajar a no grave',
  'possiblySerious.downgradeTitle': '¿Rebajar a no grave?',
  'possiblySerious.downgradeBody':
    'Los criterios de gravedad sin respuesta pasan a «No» y el caso deja el plazo más corto. El cambio y su motivo quedan en el registro de auditoría.',
  'possiblySerious.reason': 'Motivo',
  'possiblySerious.downgraded': 'Caso rebajado a no grave',
  'possiblySerious.failed': 'No se pudo rebajar el caso: {message}',
  'possiblySerious.history':
    '{name} rebajó el caso de posiblemente grave («{words}») a no grave. Motivo: {reason}',
  'email.setAsideHint': 'Apartado: un pie legal o una cabecera de reenvío que el análisis no leyó',
  'email.setAsideStart': '[apartado por el análisis: ',
  'email.setAsideEnd': ']',
  'email.setAsideNote':
    'Las partes sombreadas (pies legales, cabeceras de reenvío) se apartaron: el análisis no las leyó para los indicadores.',
  'email.setAsideList': 'El análisis apartó {count} parte(s): pies o cabeceras de reenvío que no leyó',
  'recording.editTranscript': 'Corregir la transcripción',
  'recording.typeTranscript': 'Escribir o pegar la transcripción',
  'recording.transcriptLabel': 'Transcripción',
  'recording.callLanguage': 'Idioma de la llamada',
  'recording.transcriptHint':
    'Al guardar se conservan las versiones anteriores en el historial de la grabación y se vuelve a analizar.',
  'recording.saveTranscript': 'Guardar transcripción',
  'recording.cancelTranscript': 'Cancelar',
  'recording.transcriptSaved': 'Transcripción guardada: la grabación se analiza de nuevo',
  'recording.transcriptFailed': 'No se pudo guardar la transcripción: {message}',
  'recordings.callLanguage': 'Idioma de las llamadas',
  'recordings.callLanguageAuto': 'Que decida el motor',
  'triage.filterSeriousness': 'Gravedad',
  'triage.seriousnessAny': 'Cualquier gravedad',
  'triage.seriousnessSerious': 'Grave',
  'triage.seriousnessPossibly': 'Posiblemente grave',
} as const satisfies Record<keyof typeof enPossiblySerious, string>;
