import type { enVector } from './en-vector.ts';

/** Textos en español de la búsqueda vectorial y de los elementos similares (issue 14, decisión 0022). */
export const esVector = {
  'vector.description':
    'Busca por significado en todos los elementos y casos de tu organización, en español o en inglés. Los resultados que nombran un fármaco de tu búsqueda aparecen primero.',
  'vector.searchLabel': 'Buscar por significado',
  'vector.placeholder': 'p. ej. dolor de cabeza tras las pastillas, headache…',
  'vector.submit': 'Buscar',
  'vector.filters': 'Filtros',
  'vector.kind': 'Buscar en',
  'vector.kindAll': 'Elementos y casos',
  'vector.kindItems': 'Elementos',
  'vector.kindCases': 'Casos',
  'vector.source': 'Fuente',
  'vector.flag': 'Indicador',
  'vector.status': 'Estado',
  'vector.from': 'Desde',
  'vector.to': 'Hasta',
  'vector.any': 'Cualquiera',
  'vector.clear': 'Quitar filtros',
  'vector.prompt': 'Escribe lo que buscas: una reacción, un producto, una queja, con tus propias palabras.',
  'vector.searching': 'Buscando…',
  'vector.failed': 'No se pudo hacer la búsqueda.',
  'vector.empty': 'Nada de tu organización se acerca a esta búsqueda. Prueba otras palabras o menos filtros.',
  'vector.results': '{count} {count|resultado|resultados}',
  'vector.score': 'Puntuación {score}',
  'vector.sharesWords': 'Comparte palabras',
  'vector.kindItem': 'Elemento',
  'vector.kindCase': 'Caso',
  'vector.candidatesNote':
    'Esta base de datos no tiene índice vectorial (pgvector): el significado se compara entre los elementos y casos que comparten palabras con tu búsqueda y los {count} más recientes de cada tipo.',
  'similar.title': 'Elementos similares',
  'similar.description': 'Elementos de tu organización más cercanos a este por su significado.',
  'similar.none': 'Aún no hay elementos similares.',
  'similar.failed': 'No se pudieron cargar los elementos similares.',
} as const satisfies { readonly [K in keyof typeof enVector]: string };
