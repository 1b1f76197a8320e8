/** Instagram's texts in Spanish: the same keys as the English ones in its definition (instagram.ts). */
export const instagramEs = {
  'nav.instagram': 'Instagram',
  'page.instagram.title': 'Instagram',
  'page.instagram.body':
    'Aquí se listarán los comentarios recopilados de los perfiles de Instagram supervisados.',
  'page.instagramProfile.title': 'Perfil de Instagram {name}',
  'page.instagramProfile.body': 'Aquí se listarán los comentarios recopilados de este perfil.',
  'page.instagramComment.title': 'Comentario de Instagram',
  'page.instagramComment.body':
    'Aquí se mostrarán este comentario, sus indicadores de seguridad y su historial de estados.',
  'settings.sourceInstagram': 'Instagram',
  'monitoring.instagramLabel': 'Usuario o URL del perfil de Instagram',
  'monitoring.instagramPlaceholder': '@usuario o https://www.instagram.com/usuario',
  'monitoring.instagramAdded': 'Perfil de Instagram añadido correctamente',
  'monitoring.instagramAddFailed': 'No se pudo añadir el perfil de Instagram',
  'monitoring.instagramAnalyzeFailed': 'No se pudieron analizar los datos de Instagram',
  'monitoring.instagramDeleted': 'Cuenta de Instagram eliminada correctamente',
  'monitoring.instagramDeleteFailed': 'No se pudo eliminar la cuenta de Instagram',
  'list.failedInstagram': 'No se pudieron obtener las publicaciones de Instagram',
  'list.noInstagramHint': 'Añade un perfil de Instagram en Ajustes → Fuentes de datos → Instagram.',
  'sourceList.instagramBody':
    'Comentarios en las publicaciones de los perfiles de Instagram supervisados, analizados en busca de RAM, RCP e IM.',
  'sourceList.instagramProfileBody': 'Comentarios en las publicaciones de @{name}.',
  'instagram.postOwner': 'Publicación de @{name}',
  'instagram.viewOnInstagram': 'Ver en Instagram',
  'source.instagram': 'Instagram',
  'apiError.invalid_instagram_profile':
    'Perfil de Instagram no válido: indica un identificador (letras, dígitos, puntos, guiones bajos) o la URL del perfil',
  'apiError.instagram_account_not_found': 'Cuenta de Instagram no encontrada',
} as const;
