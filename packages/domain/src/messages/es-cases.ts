import type { enCases } from './en-cases.ts';

/** Spanish twin of en-cases.ts. */
export const esCases = {
  'cases.title': 'Casos',
  'cases.description':
    'Casos creados a partir de contenido señalado, con sus plazos regulatorios de notificación.',

  'cases.counts': 'Recuento de casos',
  'cases.totalCases': 'Total de casos',
  'cases.overdue': 'Vencido',
  'cases.serious': 'Grave',

  'cases.statusNew': 'Abierto',
  'cases.statusProgress': 'En curso',
  'cases.statusCompleted': 'Cerrado',

  'cases.typeSafetyInformation': 'Información de seguridad',
  'cases.typeIcsr': 'ICSR',
  'cases.typeSpecialSituation': 'Situación especial',

  'cases.filters': 'Filtros de casos',
  'cases.filterStatus': 'Estado',
  'cases.filterType': 'Tipo',
  'cases.filterSource': 'Origen',
  'cases.filterAll': 'Todos',
  'cases.filterOverdue': 'Solo vencidos',

  'cases.table': 'Casos',
  'cases.columnId': 'ID',
  'cases.columnStatus': 'Estado',
  'cases.columnComment': 'Comentario',
  'cases.columnSource': 'Origen',
  'cases.columnLastEdited': 'Última edición',
  'cases.columnDue': 'Vencimiento',
  'cases.columnType': 'Tipo',
  'cases.columnActions': 'Acciones',
  'cases.openCase': 'Abrir el caso {id}',
  'cases.typeOf': 'Tipo del caso {id}',
  'cases.e2b': 'E2B',
  'cases.e2bOf': 'Formulario E2B del caso {id}',
  'cases.viewMore': 'Ver más',
  'cases.showLess': 'Ver menos',
  'cases.noComment': 'Sin comentario',
  'cases.loadMore': 'Cargar más casos',

  'cases.loading': 'Cargando casos...',
  'cases.loadError': 'Error al cargar los casos',
  'cases.failedFetch': 'No se pudieron obtener los casos',
  'cases.empty': 'No se encontraron casos',
  'cases.emptyHint': 'Los casos aparecerán aquí cuando se creen a partir de contenido señalado.',

  'cases.typeUpdated': 'Tipo de caso actualizado correctamente',
  'cases.typeUpdateFailed': 'No se pudo actualizar el tipo de caso',

  'cases.converting': 'Creando caso...',
  'cases.created': 'Caso creado correctamente',
  'cases.createFailed': 'No se pudo crear el caso',
  'cases.openCreated': 'Abrir caso',
  'cases.ofThisItem': '{count|Caso|Casos} de este elemento:',

  'cases.downloadE2bR3': 'Descargar E2B(R3)',
  'cases.downloadingE2bR3': 'Preparando E2B(R3)...',
  'cases.e2bR3NotReady': 'Aún no se puede generar el archivo E2B(R3):',
  'cases.importE2b': 'Importar archivo E2B',
  'cases.importingE2b': 'Importando...',
  'cases.importE2bFailed': 'No se pudo importar el archivo E2B',
  'caseSource.e2b_import': 'Importación E2B',
  'caseSource.manual': 'Introducido a mano',
} as const satisfies { readonly [K in keyof typeof enCases]: string };
