import type { SourceApiErrorCode } from '../sources/source-tables.ts';
import type { ApiErrorMessages } from './en-api-errors.ts';

/**
 * Spanish twin of en-api-errors.ts: the API's errors as a Spanish reader sees them, but each monitored source's own
 * (in its Spanish module, sources/<source>-es.ts).
 */
export const esApiErrors = {
  'apiError.sign_in_required': 'No autorizado',
  'apiError.no_membership': 'No eres miembro de ninguna organización',
  'apiError.not_organisation_member': 'No eres miembro de una organización',
  'apiError.no_organization_membership': 'Sin pertenencia a una organización',
  'apiError.members_manager_only': 'No tienes permiso para gestionar miembros',
  'apiError.organization_not_found': 'Organización no encontrada',
  'apiError.identity_provider_unavailable': 'El proveedor de identidad no está disponible',
  'apiError.database_unavailable': 'La base de datos no está disponible',
  'apiError.invalid_json_body': 'El cuerpo JSON no es válido',
  'apiError.internal_error': 'Error interno del servidor',
  'apiError.storage_full':
    'El almacenamiento del servidor está lleno: el archivo no se ha guardado. Pide a tu administrador que libere espacio.',
  'apiError.shutting_down': 'El servidor se está deteniendo',
  'apiError.storage_not_ready':
    'El almacenamiento del servidor está lleno o casi lleno: no se pueden guardar archivos subidos',
  'apiError.user_not_found': 'Usuario no encontrado',
  'apiError.register_self_only': 'Solo puedes registrarte a ti mismo',
  'apiError.email_taken': 'Esta dirección de correo pertenece a otra cuenta',
  'apiError.item_not_found': 'Elemento no encontrado',
  'apiError.non_relevant_reason_required': 'Elige un motivo para marcar este elemento como No relevante',
  'apiError.non_relevant_reason_unknown':
    'Este motivo no está en la lista de motivos de No relevante de tu organización',
  'apiError.non_relevant_reason_text_required': 'Explica el motivo que has elegido',
  'apiError.status_change_not_found': 'Cambio de estado no encontrado',
  'apiError.status_undo_refused':
    'Este cambio ya no se puede deshacer: no es tu último cambio de este elemento o es demasiado antiguo',
  'apiError.reasons_admin_only':
    'Solo los propietarios y administradores pueden cambiar los motivos de No relevante',
  'apiError.email_not_found': 'Correo no encontrado',
  'apiError.recording_not_found': 'Grabación no encontrada',
  'apiError.review_not_found': 'Reseña no encontrada',
  'apiError.comment_not_found': 'Comentario no encontrado',
  'apiError.literature_item_not_found': 'Artículo de literatura no encontrado',
  'apiError.file_link_invalid': 'Este enlace no es válido o ha caducado',
  'apiError.file_not_found': 'Archivo no encontrado',
  'apiError.only_eml_files': 'Sube solo archivos .eml',
  'apiError.eml_field_missing': 'Envía un archivo .eml en el campo de formulario "email"',
  'apiError.not_an_email': 'Este archivo no es un mensaje de correo válido (RFC 822).',
  'apiError.email_too_large': 'Este correo supera el límite de 25 MB',
  'apiError.email_unreadable':
    'Este correo es demasiado complejo para leerlo con seguridad: no se ha guardado',
  'apiError.mailbox_not_found': 'Buzón no encontrado',
  'apiError.mailbox_managers_only':
    'Solo los propietarios, administradores y gestores pueden conectar o quitar buzones',
  'apiError.microsoft_not_configured': 'Microsoft 365 no está configurado en este servidor',
  'apiError.gmail_not_configured': 'Gmail no está configurado en este servidor',
  'apiError.only_audio_files': 'Sube solo archivos de audio',
  'apiError.audio_field_missing': 'Envía un archivo de audio en el campo de formulario "audio"',
  'apiError.recording_too_large': 'Esta grabación supera el límite de 200 MB',
  'apiError.flag_judged_twice': 'Cada indicador solo se puede valorar una vez',
  'apiError.feedback_mismatch': 'La valoración no coincide con los indicadores actuales del elemento',
  'apiError.ensemble_required': 'Los modelos de la organización necesitan el analizador combinado',
  'apiError.invalid_list_cursor': 'Esta posición de la lista no es válida: vuelve a cargar la lista',
  'apiError.model_version_not_found': 'Versión del modelo no encontrada',
  'apiError.case_not_found': 'Caso no encontrado',
  'apiError.section_entry_not_found': 'Esta entrada de la sección no existe',
  'apiError.section_full': 'Una sección admite como máximo 50 entradas',
  'apiError.password_incorrect': 'La contraseña actual no es correcta',
  'apiError.password_not_managed':
    'Tu contraseña la guarda el proveedor de identidad de tu organización: cámbiala allí',
  'apiError.section_not_coded': 'Solo las reacciones (E) y las indicaciones (G) se codifican en MedDRA',
  'apiError.meddra_term_not_found':
    'Este término MedDRA no es un término vigente de la versión de la organización',
  'apiError.field_not_in_section': 'Este campo no pertenece a la sección',
  'apiError.section_order_invalid': 'El nuevo orden debe nombrar cada entrada de la sección una vez',
  'apiError.assignee_not_member': 'La persona asignada debe ser miembro de la organización',
  'apiError.recording_language_unknown':
    'El idioma de la llamada debe ser inglés (en), español (es) o lo decide el motor (auto)',
  'apiError.recording_transcript_empty': 'La transcripción está vacía',
  'apiError.case_not_possibly_serious': 'El caso no figura como posiblemente grave: no hay nada que rebajar',
  'apiError.reporting_rules_not_allowed':
    'Solo un propietario o un administrador puede cambiar las reglas de notificación',
  'apiError.assessment_pair_not_found':
    'El caso no tiene ningún medicamento sospechoso o en interacción ni reacción con estos nombres',
  'apiError.receipt_date_in_future': 'Una fecha de recepción no puede ser posterior a hoy',
  'apiError.receipt_dates_out_of_order':
    'La fecha de recepción más reciente no puede ser anterior a la fecha de recepción inicial',
  'apiError.case_link_to_itself': 'Un caso no puede vincularse consigo mismo',
  'apiError.cases_already_linked': 'Estos casos ya están vinculados',
  'apiError.custom_report_not_found': 'Informe guardado no encontrado',
  'apiError.custom_report_name_taken':
    'Otro informe guardado de tu organización ya tiene este nombre: elige otro',
  'apiError.custom_report_not_yours':
    'Solo el miembro que guardó este informe, un propietario, un administrador o un gestor puede cambiarlo o eliminarlo',
  'apiError.case_link_not_found': 'Vínculo entre casos no encontrado',
  'apiError.case_id_mismatch': 'El id del caso en el cuerpo no coincide con el de la ruta',
  'apiError.e2b_not_ready': 'El caso aún no está listo para un informe E2B',
  'apiError.e2b_report_blocked': 'El informe está bloqueado hasta que se corrijan los problemas de la lista',
  'apiError.e2b_file_missing': 'Envía un archivo XML E2B en el campo de formulario "file"',
  'apiError.e2b_not_e2b': 'El archivo no es un mensaje E2B(R2) ni E2B(R3)',
  'apiError.e2b_entities': 'El archivo declara entidades, que no se aceptan',
  'apiError.e2b_no_case': 'El archivo no contiene ningún informe de seguridad',
  'apiError.e2b_too_large': 'El archivo supera los 10 MB',
  'apiError.member_not_found': 'Miembro no encontrado',
  'apiError.owner_only': 'Solo un propietario puede conceder o retirar el rol de propietario',
  'apiError.last_owner': 'Una organización necesita al menos un propietario',
  'apiError.own_roles': 'No puedes elevar tus propios roles',
  'apiError.role_above_own': 'Solo puedes conceder o retirar roles hasta el tuyo',
  'apiError.already_member': 'Esta dirección ya es miembro de la organización',
  'apiError.already_invited': 'Ya hay una invitación pendiente para esta dirección',
  'apiError.invitation_not_found': 'Invitación no encontrada',
  'apiError.invitation_not_pending': 'Esta invitación ya se aceptó, se revocó o ha caducado',
  'apiError.source_not_found': 'Fuente monitorizada no encontrada',
  'apiError.outside_service_failed': 'No se pudo leer el servicio externo',
  'apiError.meddra_admins_only': 'Solo los propietarios y administradores pueden subir una versión de MedDRA',
  'apiError.meddra_release_too_large': 'Un archivo de MedDRA supera el límite de 50 MB',
  'apiError.permission_channel_remove': 'No tienes el permiso «Eliminar un canal monitorizado»',
  'apiError.permission_case_complete': 'No tienes el permiso «Completar un caso»',
  'apiError.permission_case_reassign': 'No tienes el permiso «Reasignar un caso»',
  'apiError.permission_case_pass_qc': 'No tienes el permiso «Aprobar el control de calidad»',
  'apiError.permission_case_pass_medical_review': 'No tienes el permiso «Aprobar la revisión médica»',
  'apiError.permission_workflow_edit_settings': 'No tienes el permiso «Editar el flujo de trabajo»',
  'apiError.permission_permissions_edit': 'No tienes el permiso «Editar roles y permisos»',
  'apiError.permission_archive_purge': 'No tienes el permiso «Purgar elementos archivados»',
  'apiError.permission_products_edit': 'No tienes el permiso «Editar el diccionario de productos»',
  'apiError.product_not_found': 'Producto no encontrado',
  'apiError.qc_author_refused':
    'El control de calidad debe aprobarlo un miembro distinto del que hizo la entrada de datos',
  'apiError.workflow_reason_required': 'Indica el motivo para devolver el caso',
  'apiError.workflow_at_end': 'El caso no tiene más pasos',
  'apiError.workflow_at_start': 'El caso está en su primer paso',
  'apiError.status_needs_workflow':
    'Este estado no se puede fijar desde el paso actual del caso: avanza el caso por su flujo de trabajo',
  'apiError.retention_not_set': 'No hay un plazo de conservación: no se puede purgar nada',
  // Each monitored source's own errors are in its Spanish module (sources/<source>-es.ts).
} as const satisfies Record<Exclude<keyof ApiErrorMessages, `apiError.${SourceApiErrorCode}`>, string>;
