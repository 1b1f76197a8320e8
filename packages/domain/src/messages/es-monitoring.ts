import type { enMonitoring } from './en-monitoring.ts';

/** Spanish twin of en-monitoring.ts. */
export const esMonitoring = {
  'monitoring.setupMissing': 'Configuración necesaria: {missing}',
  'monitoring.loadFailed': 'No se pudieron cargar las fuentes monitorizadas',
  'monitoring.monitored': 'Monitorizado',
  'monitoring.none': 'Aún no se ha añadido nada.',
  'monitoring.add': 'Añadir',
  'monitoring.adding': 'Añadiendo…',

  'monitoring.databaseUnavailable': 'No se puede buscar en {database}: {reason}',
  'monitoring.selectSource': 'Selecciona al menos una fuente de búsqueda',

  'monitoring.productNameUpdated': 'Nombre del producto actualizado correctamente',
  'monitoring.productNameFailed': 'No se pudo actualizar el nombre del producto',
  'monitoring.searchTermDeleted': 'Término de búsqueda eliminado correctamente',
  'monitoring.searchTermDeleteFailed': 'No se pudo eliminar el término de búsqueda',
  'monitoring.partial': 'No se pudieron leer algunos registros: {warnings}',

  'monitoring.productName': 'Nombre del producto de {asin}',
  'monitoring.rename': 'Cambiar el nombre de {name}',
  'monitoring.renameHint': 'Intro guarda, Escape cancela.',

  'monitoring.neverSynced': 'Aún sin sincronizar',
  'monitoring.lastSync': 'Última sincronización {date}',
  'monitoring.resultAdded': '{added} nuevos, {existing} ya importados',
  'monitoring.resultWarnings': 'avisos: {count}',
  'monitoring.resultError': 'falló: {error}',
  'monitoring.nextSync': 'Próxima sincronización {date}',
  'monitoring.schedule': 'Frecuencia de sincronización de {name}',
  'monitoring.scheduleOff': 'Desactivada',
  'monitoring.scheduleDaily': 'Diaria',
  'monitoring.scheduleWeekly': 'Semanal',
  'monitoring.scheduleUpdated': 'Frecuencia de sincronización actualizada',
  'monitoring.scheduleFailed': 'No se pudo actualizar la frecuencia de sincronización',
  'monitoring.syncNow': 'Sincronizar ahora',
  'monitoring.syncNowLabel': 'Sincronizar {name} ahora',
  'monitoring.syncing': 'Sincronizando…',
  'monitoring.syncDone': 'Sincronización terminada: {added} elementos nuevos',
  'monitoring.syncFailed': 'Falló la sincronización',
} as const satisfies { readonly [K in keyof typeof enMonitoring]: string };
