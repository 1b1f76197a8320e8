import type { enMeddra } from './en-meddra.ts';

/** Spanish twin of en-meddra.ts. */
export const esMeddra = {
  'meddra.sectionTitle': 'MedDRA',
  'meddra.sectionBody':
    'La versión de MedDRA con licencia de tu organización, para codificar reacciones e indicaciones',
  'meddra.uploadTitle': 'Cargar una versión',
  'meddra.filesLabel': 'Archivos de la versión',
  'meddra.filesHint': 'Los seis archivos de la distribución ASCII: {files}',
  'meddra.version': 'Versión',
  'meddra.language': 'Idioma',
  'meddra.languageEn': 'Inglés',
  'meddra.languageEs': 'Español',
  'meddra.upload': 'Subir versión',
  'meddra.uploading': 'Subiendo…',
  'meddra.missingFiles': 'Faltan: {files}',
  'meddra.uploaded': 'MedDRA {version} cargado ({count} LLT)',
  'meddra.uploadFailed': 'No se cargó la versión: {reason}',
  'meddra.adminsOnly': 'Solo los propietarios y administradores pueden cargar una versión.',
  'meddra.releasesTitle': 'Versiones',
  'meddra.noReleases':
    'No hay ninguna versión de MedDRA cargada: los campos de reacción e indicación son texto libre, sin codificar.',
  'meddra.active': 'En uso',
  'meddra.replaced': 'Sustituida',
  'meddra.releaseLine': '{version} · {language} · {count} LLT · {date}',
  'meddra.loadingReleases': 'Cargando las versiones de MedDRA',
  'meddra.errorReleases': 'Error al cargar las versiones de MedDRA',
  'meddra.notCoded': 'sin codificar',
  'meddra.noReleaseHint': 'Cargue su versión de MedDRA en Configuración para codificarlo.',
  'meddra.notCodedHint':
    'No hay una versión de MedDRA cargada para este idioma: el término se guarda como texto libre.',
  'meddra.searchPlaceholder': 'Buscar términos MedDRA (LLT)',
  'meddra.searching': 'Buscando en MedDRA',
  'meddra.noMatch': 'Ningún LLT vigente coincide',
  'meddra.searchFailed': 'La búsqueda en MedDRA falló',
  'meddra.suggestions': 'Sugerencias de MedDRA',
  'meddra.coded': 'LLT {llt} · PT {pt}',
  'meddra.codedWithSoc': 'LLT {llt} · PT {pt} · SOC {soc}',
  'meddra.optionDetail': 'PT {pt} · {soc}',
  'meddra.clear': 'Quitar la codificación MedDRA',
} as const satisfies Record<keyof typeof enMeddra, string>;
