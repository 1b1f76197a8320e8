import type { enRetention } from './en-retention.ts';

/** Spanish twin of en-retention.ts. */
export const esRetention = {
  'monitoring.removeWarning': '¿Dejar de monitorizar y archivar {count} {count|elemento|elementos}?',
  'retention.sectionTitle': 'Conservación de datos',
  'retention.sectionBody':
    'No se elimina nada: quitar un canal o una grabación archiva sus elementos, que siguen pudiéndose consultar. Una purga borra el contenido de los elementos archivados pasado el plazo indicado y conserva un registro de cada uno; los elementos convertidos en caso nunca se purgan.',
  'retention.period': 'Purgar los elementos archivados tras',
  'retention.never': 'Nunca (conservar todo)',
  'retention.days': '{count} {count|día|días}',
  'retention.save': 'Guardar',
  'retention.saved': 'Conservación de datos actualizada',
  'retention.saveFailed': 'No se pudo actualizar la conservación de datos',
  'retention.ownerOnly':
    'Cambiar la conservación de datos y purgar elementos archivados requieren el permiso «Purgar elementos archivados» (por defecto, los propietarios).',
  'retention.counts': '{archived} archivados · {purgeable} se pueden purgar ahora',
  'retention.purge': 'Purgar {count} {count|elemento archivado|elementos archivados}',
  'retention.purged': '{count} {count|elemento archivado purgado|elementos archivados purgados}',
  'retention.purgeFailed': 'No se pudieron purgar los elementos archivados',
  'retention.archiveTitle': 'Elementos archivados',
  'retention.archiveEmpty': 'No hay elementos archivados',
  'retention.removedChannels': 'Canales quitados',
  'retention.channelItems': '{name}: {count} {count|elemento archivado|elementos archivados}',
  'retention.archivedOn': 'archivado el {date}',
  'retention.purgedOn': 'purgado el {date}',
  'retention.hasCase': 'tiene un caso',
  'retention.untitled': '(sin título)',
} as const satisfies { readonly [K in keyof typeof enRetention]: string };
