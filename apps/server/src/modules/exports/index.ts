// The public entry of the exports module: what other modules and the composition root may use. Files outside
// modules/exports/ import only this file (.dependency-cruiser.cjs); files inside import each other directly.

export { csvChunks, keysetPages, type CsvColumn } from './csv-rows.ts';
export { exportsRoutes } from './exports.routes.ts';
export { EXPORT_PAGE_SIZE } from './exports.service.ts';
export { sendCsv } from './send-csv.ts';
