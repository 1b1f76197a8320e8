import type { enProducts } from './en-products.ts';

/** Spanish strings of the product dictionary (decision 0042). */
export const esProducts = {
  'products.title': 'Productos',
  'products.description': 'Tus productos, sus nombres y su información de seguridad de referencia',
  'products.loading': 'Cargando los productos…',
  'products.failed': 'No se pudieron cargar los productos.',
  'products.empty':
    'Aún no hay productos. Añade tus productos para que los casos se enlacen a ellos y la expectabilidad siga la ficha técnica.',
  'products.readOnly':
    'Solo los miembros con el permiso «Editar el diccionario de productos» pueden cambiar los productos.',
  'products.add': 'Añadir un producto',
  'products.edit': 'Editar {name}',
  'products.archive': 'Archivar {name}',
  'products.restore': 'Restaurar {name}',
  'products.showArchived': 'Mostrar los productos archivados',
  'products.archived': 'Archivado',
  'products.save': 'Guardar el producto',
  'products.cancel': 'Cancelar',
  'products.saved': 'Producto guardado',
  'products.saveFailed': 'No se pudo guardar el producto: {message}',
  'products.archivedDone': '{name} archivado',
  'products.restoredDone': '{name} restaurado',
  'products.field.name': 'Nombre del producto',
  'products.field.productType': 'Tipo de producto',
  'products.field.brands': 'Nombres comerciales',
  'products.field.substances': 'Principios activos',
  'products.field.strengths': 'Concentraciones',
  'products.field.forms': 'Formas farmacéuticas',
  'products.field.mah': 'Titular de la autorización de comercialización',
  'products.field.countries': 'Países (códigos ISO, p. ej. ES, DE)',
  'products.field.labelVersion': 'Versión de la ficha técnica (p. ej. FT 2025-06)',
  'products.field.expected': 'Reacciones esperadas (términos preferentes de MedDRA)',
  'products.listHint': 'Separa los valores con comas o saltos de línea.',
  'products.expectedHint':
    'Busca en la versión de MedDRA y elige un término: se añade su término preferente.',
  'products.noRelease':
    'Carga una versión de MedDRA en Ajustes → MedDRA para elegir las reacciones esperadas.',
  'products.removeTerm': 'Quitar {term}',
  'products.labelNeeded': 'Indica la versión de la ficha técnica de la que vienen las reacciones esperadas.',
  'products.summary.substances': 'Principios activos: {list}',
  'products.summary.label':
    'Ficha técnica: {version} · {count} {count|reacción esperada|reacciones esperadas}',
  'products.summary.noLabel': 'Sin información de seguridad de referencia',
  'products.linkedTo': 'Producto propio: {name}',
  'products.notLinked': 'No está en el diccionario de productos',
  'products.labelOf': 'Expectabilidad según {label}',
  'products.suggestions': 'Productos del diccionario',
  'products.ownProduct': 'Producto propio: {name}',
  'products.filterOwn': 'Productos propios',
} as const satisfies Record<keyof typeof enProducts, string>;
