/**
 * Instagram's texts in every language: its sidebar entry and pages, its Settings panel and toasts, its list and
 * detail texts and its name. The catalogues (messages/en.ts, es.ts) take them from the source definitions.
 */
export const instagramTexts = {
  en: {
    'nav.instagram': 'Instagram',
    'page.instagram.title': 'Instagram',
    'page.instagram.body': 'Comments collected from the monitored Instagram profiles will be listed here.',
    'page.instagramProfile.title': 'Instagram profile {name}',
    'page.instagramProfile.body': 'Comments collected from this profile will be listed here.',
    'page.instagramComment.title': 'Instagram comment',
    'page.instagramComment.body': 'This comment, its safety flags and its status history will be shown here.',
    'settings.sourceInstagram': 'Instagram',
    'monitoring.instagramLabel': 'Instagram profile handle or URL',
    'monitoring.instagramPlaceholder': '@handle or https://www.instagram.com/handle',
    'monitoring.instagramAdded': 'Instagram profile added successfully',
    'monitoring.instagramAddFailed': 'Failed to add Instagram profile',
    'monitoring.instagramAnalyzeFailed': 'Failed to analyze Instagram data',
    'monitoring.instagramDeleted': 'Instagram account deleted successfully',
    'monitoring.instagramDeleteFailed': 'Failed to delete Instagram account',
    'list.failedInstagram': 'Failed to fetch Instagram posts',
    'list.noInstagramHint': 'Add an Instagram profile in Settings → Data Sources → Instagram.',
    'sourceList.instagramBody':
      'Comments on the posts of the monitored Instagram profiles, analysed for ADR, PQC and MI.',
    'sourceList.instagramProfileBody': 'Comments on the posts of @{name}.',
    'instagram.postOwner': 'Post by @{name}',
    'instagram.viewOnInstagram': 'View on Instagram',
    'source.instagram': 'Instagram',
  },
  es: {
    'nav.instagram': 'Instagram',
    'page.instagram.title': 'Instagram',
    'page.instagram.body':
      'Aquí se listarán los comentarios recopilados de los perfiles de Instagram supervisados.',
    'page.instagramProfile.title': 'Perfil de Instagram {name}',
    'page.instagramProfile.body': 'Aquí se listarán los comentarios recopilados de este perfil.',
    'page.instagramComment.title': 'Comentario de Instagram',
    'page.instagramComment.body':
      'Aquí se mostrarán este comentario, sus marcas de seguridad y su historial de estados.',
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
  },
} as const;
