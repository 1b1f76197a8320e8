/** English strings of the monitored-source panels, add flows, schedules and sidebar sub-items (SPEC §2.3–§2.6, §4.3, §8). */
export const enMonitoring = {
  // Panels (SPEC §2.4, §2.6)
  'monitoring.setupMissing': 'Setup required: {missing}',
  'monitoring.loadFailed': 'Failed to load monitored sources',
  'monitoring.monitored': 'Monitored',
  'monitoring.none': 'Nothing added yet.',
  'monitoring.add': 'Add',
  'monitoring.adding': 'Adding…',

  // Add forms (SPEC §2.6, §5)
  'monitoring.databaseUnavailable': '{database} cannot be searched: {reason}',
  'monitoring.selectSource': 'Please select at least one search source',

  // Toasts (SPEC §8, word for word)
  'monitoring.productNameUpdated': 'Product name updated successfully',
  'monitoring.productNameFailed': 'Failed to update product name',
  'monitoring.searchTermDeleted': 'Search term deleted successfully',
  'monitoring.searchTermDeleteFailed': 'Failed to delete search term',
  'monitoring.partial': 'Some records could not be read: {warnings}',

  // Amazon inline rename (SPEC §2.6, §5)
  'monitoring.productName': 'Product name of {asin}',
  'monitoring.rename': 'Rename {name}',
  'monitoring.renameHint': 'Enter saves, Escape cancels.',

  // Scheduled monitoring: last sync, schedule, sync now
  'monitoring.neverSynced': 'Not synced yet',
  'monitoring.lastSync': 'Last sync {date}',
  'monitoring.resultAdded': '{added} new, {existing} already imported',
  'monitoring.resultWarnings': 'warnings: {count}',
  'monitoring.resultError': 'failed: {error}',
  'monitoring.nextSync': 'Next sync {date}',
  'monitoring.schedule': 'Sync schedule of {name}',
  'monitoring.scheduleOff': 'Off',
  'monitoring.scheduleDaily': 'Daily',
  'monitoring.scheduleWeekly': 'Weekly',
  'monitoring.scheduleUpdated': 'Sync schedule updated',
  'monitoring.scheduleFailed': 'Failed to update the sync schedule',
  'monitoring.syncNow': 'Sync now',
  'monitoring.syncNowLabel': 'Sync {name} now',
  'monitoring.syncing': 'Syncing…',
  'monitoring.syncDone': 'Sync finished: {added} new items',
  'monitoring.syncFailed': 'Sync failed',
} as const;
