import type { enSourceLists } from './en-source-lists.ts';

/** Spanish twin of en-source-lists.ts. */
export const esSourceLists = {
  'list.failedReviews': 'No se pudieron obtener las reseñas',
  'detail.historyFailedReview': 'No se pudo obtener el historial de la reseña',

  'list.noComments': 'No se encontraron comentarios',
  'list.noCommentsReview': 'Por ahora ningún comentario requiere revisión',
  'list.noCommentsNonRelevant': 'Por ahora no hay comentarios no relevantes',
  'list.noCommentsTriage': 'No hay comentarios señalados pendientes de triaje',
  'list.noReviews': 'No se encontraron reseñas',
  'list.noReviewsReview': 'Por ahora ninguna reseña requiere revisión',
  'list.noReviewsNonRelevant': 'Por ahora no hay reseñas no relevantes',
  'list.noReviewsTriage': 'No hay reseñas señaladas pendientes de triaje',
  'list.noReviewsHint': 'Añade el ASIN de un producto en Ajustes → Fuentes de datos → Amazon.',
  'list.noArticles': 'No se encontraron artículos',
  'list.noArticlesReview': 'Por ahora ningún artículo requiere revisión',
  'list.noArticlesNonRelevant': 'Por ahora no hay artículos no relevantes',
  'list.noArticlesTriage': 'No hay artículos señalados pendientes de triaje',
  'list.noArticlesHint':
    'Añade un término de búsqueda de PubMed o IBECS en Ajustes → Fuentes de datos → Literatura.',
  'filters.searchComments': 'Buscar en el texto o el autor del comentario',
  'filters.searchReviews': 'Buscar en el título, el texto o el autor de la reseña',

  'comment.notFound': 'Comentario no encontrado',
  'comment.notFoundBody':
    'No se encontró el comentario que buscas. Puede que se haya eliminado o que no sea accesible.',
  'comment.title': 'Comentario de {name}',
  'comment.text': 'Comentario',
  'comment.likes': '{count} me gusta',
  'comment.replies': '{count} {count|respuesta|respuestas}',
  'comment.engagement': 'Interacción',
  'comment.engagementValue': '{likes} me gusta · {replies} {replies|respuesta|respuestas}',
  'comment.published': 'Publicado',
  'comment.processingStatus': 'Estado del procesamiento',
  'comment.aiError': 'Error de IA',
  'comment.noDate': 'Sin fecha',
  'comment.unknownAuthor': 'Autor desconocido',

  'comment.reply': 'Respuesta',

  'link.newTab': '(se abre en una pestaña nueva)',
} as const satisfies { readonly [K in keyof typeof enSourceLists]: string };
