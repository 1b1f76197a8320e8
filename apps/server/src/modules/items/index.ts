// The public entry of the items module: what other modules and the composition root may use. Files outside
// modules/items/ import only this file (.dependency-cruiser.cjs); files inside import each other directly.

export { registerAnalyzeItemWorker } from './analyze-item.job.ts';
export { registerCheckItemCountsWorker } from './check-item-counts.job.ts';
export { recordItemStatus } from './change-status.service.ts';
export { filesRoutes } from './files.routes.ts';
export { countTriageFacetsFromCounters, countTriageFromCounters } from './item-counts.repository.ts';
export {
  listItemsQuery,
  listRowColumns,
  pageOfItems,
  type ListPage,
  type RowColumns,
} from './item-list.repository.ts';
export { listConditions, searchDocument, triageCondition } from './item-list.sql.ts';
export { findItemByReference, sourceOfReference } from './item-reference.ts';
export {
  dataBoolean,
  dataNumber,
  dataString,
  dataStrings,
  presentFlagFields,
  presentReviewed,
} from './item.presenter.ts';
export { ingestItems, type NewItem } from './items.ingest.ts';
export {
  archiveItem,
  findItem,
  findItemByAnyId,
  findItemById,
  updateItemContent,
  type ItemRow,
} from './items.repository.ts';
export { itemsRoutes } from './items.routes.ts';
export { latestNonRelevantReasons, type NonRelevantReasonOfItem } from './status-history.repository.ts';
export { decodeListCursor, nextCursorOf, type ListPosition } from './list-cursor.ts';
export { sourceItemRoutes, type SourceItemRoutes } from './source-item-routes.ts';
export type { AnalysedItemText, ItemVectors, PreparedItemVectors } from './item-vectors.ts';
