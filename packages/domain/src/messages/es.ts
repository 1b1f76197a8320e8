import { loadSourceTextsEs } from '../sources/source-list.ts';
import type { Catalogue } from './catalogue.ts';
import { esMonitoring } from './es-monitoring.ts';
import { esSourceLists } from './es-source-lists.ts';
import { esReview } from './es-review.ts';
import { esPossiblySerious } from './es-possibly-serious.ts';
import { esTriageForgives } from './es-triage-forgives.ts';
import { esSources } from './es-sources.ts';
import { esCases } from './es-cases.ts';
import { esDuplicates } from './es-duplicates.ts';
import { esReportingRules } from './es-reporting-rules.ts';
import { esProducts } from './es-products.ts';
import { esHome } from './es-home.ts';
import { esPsur } from './es-psur.ts';
import { esCustomReport } from './es-custom-report.ts';
import { esVector } from './es-vector.ts';
import { esCaseForm } from './es-case-form.ts';
import { esTeam } from './es-team.ts';
import { esWorkflow } from './es-workflow.ts';
import { esMeddra } from './es-meddra.ts';
import { esRetention } from './es-retention.ts';
import { esApiErrors } from './es-api-errors.ts';
import { esNarrative } from './es-narrative.ts';

/** The Spanish catalogue but each monitored source's own texts (those are in `sources/<source>-es.ts`). */
const esCommon = {
  'app.name': 'Vigila',
  'app.tagline': 'Farmacovigilancia simplificada',
  'app.loading': 'Cargando...',
  'app.loadingPage': 'Cargando la página',
  'app.preparingWorkspace': 'Preparando tu espacio de trabajo',
  'app.skipToContent': 'Saltar al contenido principal',
  'app.errorTitle': 'Algo salió mal:',
  'app.errorUnknown': 'Error desconocido',
  'app.errorReload': 'Recargar la página',
  'app.errorGoHome': 'Ir al inicio',
  'app.version': '{product} versión: {version}',
  'app.logout': 'Cerrar sesión',
  'app.back': 'Volver',
  'app.cancel': 'Cancelar',
  'app.close': 'Cerrar',
  'app.pageTitle': '{page} · {product}',

  'auth.welcomeBack': 'Bienvenido de nuevo',
  'auth.signInPrompt': 'Inicia sesión para acceder a tu panel',
  'auth.login': 'Entrar en {product}',
  'auth.redirecting': 'Redirigiendo al inicio de sesión…',
  'auth.secureNote': 'Inicio de sesión único con el proveedor de identidad de tu organización.',
  'auth.processingInvitation': 'Procesando la invitación',
  'auth.invitationTo': 'Te han invitado a unirte a {organization}.',
  'auth.invitationUnnamed': 'Te han invitado a unirte a una organización.',
  'auth.invitationContinue': 'Continuar al inicio de sesión',
  'auth.signInFailed': 'No se pudo completar el inicio de sesión. Inténtalo de nuevo.',
  'auth.configFailed':
    'El servicio de inicio de sesión no está disponible. Inténtalo de nuevo en un momento.',
  'auth.legalPrefix': 'Al iniciar sesión, aceptas nuestros',
  'auth.legalAnd': 'y nuestra',
  'auth.terms': 'Términos del servicio',
  'auth.privacy': 'Política de privacidad',
  'auth.contactSupport': 'Contactar con soporte',
  'auth.backToSignIn': 'Volver al inicio de sesión',
  'auth.highlightIntake': 'Reúne redes sociales, reseñas, literatura, llamadas y correos en un solo lugar.',
  'auth.highlightTriage': 'Indicadores automáticos de RAM, RCP e IM con la evidencia que las justifica.',
  'auth.highlightReports': 'Convierte elementos en casos e informes E2B (ICH ICSR).',
  'auth.standards': 'ICH E2B(R2) · ICSR · IPS',

  'legal.termsTitle': 'Términos del servicio',
  'legal.termsIntro':
    'Vigila se ofrece a organizaciones para la recepción, el triaje y la notificación de información de seguridad de medicamentos.',
  'legal.termsUse':
    'Los miembros solo pueden tratar contenido que su organización tenga derecho a recopilar y siguen siendo responsables de la evaluación regulatoria de cada caso.',
  'legal.termsAccounts':
    'Las cuentas son personales. Los propietarios y gestores de la organización deciden quién puede unirse y con qué rol.',
  'legal.privacyTitle': 'Política de privacidad',
  'legal.privacyIntro':
    'Vigila guarda los datos de la cuenta con la que inicias sesión (nombre, correo electrónico, foto) y tus pertenencias a organizaciones.',
  'legal.privacyContent':
    'El contenido recopilado de las fuentes de datos se guarda en el espacio de tu organización y solo se usa para analizar y notificar información de seguridad de medicamentos.',
  'legal.privacyContact': 'Para cualquier pregunta sobre tus datos, escribe al equipo de soporte.',

  'nav.label': 'Navegación principal',
  'nav.navigation': 'Navegación',
  'nav.home': 'Inicio',
  'nav.vector': 'Vectorial',
  'nav.triage': 'Triaje',
  'nav.dataSources': 'Fuentes de datos',
  'nav.recordings': 'Grabaciones',
  'nav.emails': 'Correos',
  'nav.cases': 'Casos',
  'nav.activeCases': 'Casos activos',
  'nav.customReport': 'Informe personalizado',
  'nav.e2bManual': 'E2B manual',
  'nav.account': 'Cuenta',
  'nav.profile': 'Perfil',
  'nav.settings': 'Ajustes',
  'nav.toggleSidebar': 'Mostrar u ocultar la barra lateral',
  'nav.openMenu': 'Abrir el menú de navegación',
  'nav.closeMenu': 'Cerrar el menú de navegación',
  'nav.showSubItems': 'Mostrar las fuentes de {name}',
  'nav.noSubItems': 'Todavía no se ha añadido nada',
  'nav.triageCount': '{count} {count|elemento señalado abierto|elementos señalados abiertos}',
  'nav.triageClear': 'No hay elementos señalados abiertos',

  'page.home.title': 'Inicio',
  'page.vector.title': 'Búsqueda vectorial',
  'page.recordings.title': 'Grabaciones',
  'page.recordings.body':
    'Grabaciones de llamadas subidas, transcritas y analizadas en busca de RAM, RCP e IM.',
  'page.emails.title': 'Correos',
  'page.emails.body': 'Correos subidos y conectados, analizados en busca de RAM, RCP e IM.',
  'page.customReport.title': 'Informe personalizado',
  'page.psur.title': 'IPS',
  'page.e2bManual.title': 'E2B manual',
  'page.e2bManual.body':
    'Introduzca aquí un ICSR sin elemento de origen: una llamada atendida a mano, un formulario en papel. O importe un caso recibido como archivo E2B(R2) o E2B(R3).',
  'page.e2bManual.new': 'Nuevo caso manual',
  'page.e2bManual.creating': 'Creando...',
  'page.e2bManual.failed': 'No se pudo crear el caso',

  'settings.title': 'Ajustes',
  'settings.body': 'Gestiona tu equipo, la apariencia, las fuentes de datos y la suscripción.',
  'settings.userManagement': 'Gestión de usuarios',
  'settings.userManagementBody': 'Invita a compañeros y gestiona sus roles.',
  'settings.userManagementEmpty':
    'La gestión del equipo está en camino: aquí se gestionarán miembros, invitaciones y roles.',
  'settings.appearance': 'Apariencia',
  'settings.appearanceBody': 'Elige cómo se ve Vigila y en qué idioma habla.',
  'settings.theme': 'Tema',
  'settings.themeHint': 'Selecciona para alternar entre Claro, Oscuro y Sistema.',
  'settings.themeCurrent': 'Tema actual: {theme}',
  'settings.themeLight': 'Claro',
  'settings.themeDark': 'Oscuro',
  'settings.themeSystem': 'Sistema',
  'settings.themeSystemResolved': 'Sistema ({resolved})',
  'settings.language': 'Idioma',
  'settings.languageHint': 'Se usa en todas las pantallas del espacio de trabajo.',
  'settings.languageEnglish': 'English',
  'settings.languageSpanish': 'Español',
  'settings.dataSources': 'Fuentes de datos',
  'settings.dataSourcesBody': 'Los canales que Vigila supervisa para tu organización.',
  'settings.groupCommunication': 'Comunicación',
  'settings.groupSocialMedia': 'Redes sociales',
  'settings.groupEcommerce': 'Comercio electrónico',
  'settings.groupCallRecordings': 'Grabaciones de llamadas',
  'settings.groupLiterature': 'Literatura',
  'settings.sourceEmail': 'Integración de correo',
  'settings.sourceRecordings': 'Grabaciones de audio',
  'settings.statusActive': 'activa',
  'settings.statusInactive': 'inactiva',
  'settings.statusSetupRequired': 'requiere configuración',
  'settings.sourceNotConnected': 'Todavía no está conectada.',
  'settings.sourceEmailSetup':
    'Todavía no está conectada: primero hay que configurar la conexión con un buzón.',
  'settings.subscription': 'Suscripción',
  'settings.subscriptionBody': 'Tu plan y lo que incluyen los demás.',
  'settings.freePlan': 'Plan gratuito',
  'settings.planFree': 'Gratuito',
  'settings.planPro': 'Pro',
  'settings.planEnterprise': 'Empresa',
  'settings.priceFree': '0 $',
  'settings.pricePro': '49 $',
  'settings.priceEnterprise': 'A medida',
  'settings.perMonth': '/mes',
  'settings.featureAsins': '5 ASIN al mes',
  'settings.featureBasicAnalytics': 'analítica básica',
  'settings.featureCommunitySupport': 'soporte de la comunidad',
  'settings.featureUnlimitedAsins': 'ASIN ilimitados',
  'settings.featureAdvancedAnalytics': 'analítica avanzada',
  'settings.featurePrioritySupport': 'soporte prioritario',
  'settings.featureEverythingInPro': 'todo lo del plan Pro',
  'settings.featureCustomIntegrations': 'integraciones a medida',
  'settings.featureDedicatedSupport': 'soporte dedicado',
  'settings.popular': 'Popular',
  'settings.currentPlan': 'Plan actual',
  'settings.upgradeToPro': 'Pasar a Pro',
  'settings.contactSales': 'Contactar con ventas',
  'settings.billingHistory': 'Historial de facturación',
  'settings.billingHistoryBody': 'Las facturas de tu suscripción.',
  'settings.noInvoices': 'No hay facturas que mostrar',
  'settings.accountManagement': 'Gestión de la cuenta',
  'settings.accountManagementBody': 'Sesión iniciada como {email}.',
  'settings.support': 'Soporte',
  'settings.supportBody':
    '¿Preguntas sobre Vigila o una fuente de datos? Nuestro equipo responde por correo.',
  'settings.supportLink': 'Contactar con soporte',
  'settings.publishers': 'Editoriales científicas',
  'settings.publishersBody': 'Conecta una cuenta de editorial para obtener los artículos a texto completo.',
  'settings.publisherInactive': 'Inactiva',
  'settings.publisherApiKey': 'Clave de API',
  'settings.publisherApiKeyPlaceholder': 'Clave de API de la editorial',
  'settings.publisherAdd': 'Añadir',
  'settings.publisherNotAvailable':
    'Las conexiones con editoriales aún no están disponibles; la clave no se ha guardado.',

  'profile.title': 'Perfil',
  'profile.body': 'La cuenta con la que has iniciado sesión.',
  'profile.name': 'Nombre',
  'profile.email': 'Correo electrónico',
  'profile.organization': 'Organización',
  'profile.role': 'Rol',
  'profile.none': 'Sin definir',
  'profile.pictureAlt': 'Foto de perfil de {name}',
  'profile.accountTitle': 'Cuenta',
  'profile.orgsTitle': 'Organizaciones y roles',
  'profile.orgsBody': 'Dónde trabajas en Vigila y qué puedes hacer allí.',
  'profile.orgsLoading': 'Cargando tus organizaciones…',
  'profile.orgsFailed': 'No se pudieron cargar tus organizaciones.',
  'profile.orgColumn': 'Organización',
  'profile.rolesColumn': 'Roles',
  'profile.activeOrg': 'actual',
  'profile.preferencesTitle': 'Preferencias',
  'profile.timeZone': 'Zona horaria',
  'profile.timeZoneHint': 'Las fechas y horas se muestran en esta zona horaria.',
  'profile.timeZoneBrowser': 'La de este navegador ({zone})',
  'profile.securityTitle': 'Seguridad',
  'profile.passwordTitle': 'Cambiar la contraseña',
  'profile.currentPassword': 'Contraseña actual',
  'profile.newPassword': 'Nueva contraseña',
  'profile.newPasswordHint': 'Al menos {min} caracteres.',
  'profile.confirmPassword': 'Repite la nueva contraseña',
  'profile.passwordsDiffer': 'Las dos contraseñas nuevas no coinciden.',
  'profile.passwordTooShort': 'Usa al menos {min} caracteres.',
  'profile.changePassword': 'Cambiar la contraseña',
  'profile.changingPassword': 'Cambiando…',
  'profile.passwordChanged': 'Contraseña cambiada',
  'profile.signOutEverywhereTitle': 'Cerrar todas las sesiones',
  'profile.signOutEverywhereBody':
    'Cierra tus sesiones en todos los navegadores y dispositivos, también en este. Úsalo si perdiste o compartiste un dispositivo.',
  'profile.signOutEverywhere': 'Cerrar sesión en todas partes',
  'profile.signOutEverywhereConfirm': '¿Cerrar todas las sesiones ahora?',
  'profile.signOutEverywhereFailed': 'No se pudieron cerrar las sesiones: {reason}',
  'profile.cancel': 'Cancelar',

  ...esReview,
  ...esTriageForgives,
  ...esPossiblySerious,
  ...esSources,
  ...esSourceLists,
  ...esMonitoring,
  ...esCases,
  ...esDuplicates,
  ...esReportingRules,
  ...esProducts,
  ...esHome,
  ...esPsur,
  ...esCustomReport,
  ...esVector,
  ...esCaseForm,
  ...esTeam,
  ...esWorkflow,
  ...esMeddra,
  ...esRetention,
  ...esApiErrors,
  ...esNarrative,
} as const;

/**
 * The Spanish catalogue: the same keys as `en.ts` (checked by the type) and the same `{parameters}`. Asynchronous
 * because each source's Spanish texts are a module of their own, which the web fetches only for a Spanish reader.
 */
export async function loadSpanish(): Promise<Catalogue> {
  const catalogue = { ...esCommon, ...(await loadSourceTextsEs()) } satisfies Catalogue;
  return catalogue;
}
