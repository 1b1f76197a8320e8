/**
 * English strings of Settings → Data retention, the archive of removed channels and items, and the warning of a
 * channel's removal (issue 26 point 7, decision 0035: nothing is deleted).
 */
export const enRetention = {
  'monitoring.removeWarning': 'Stop monitoring and archive {count} {count|item|items}?',
  'retention.sectionTitle': 'Data retention',
  'retention.sectionBody':
    'Nothing is deleted: removing a channel or a recording archives its items, which stay readable. A purge redacts archived items past the period below and keeps a record of each; items made into a case are never purged.',
  'retention.period': 'Purge archived items after',
  'retention.never': 'Never (keep everything)',
  'retention.days': '{count} {count|day|days}',
  'retention.save': 'Save',
  'retention.saved': 'Data retention updated',
  'retention.saveFailed': 'Failed to update data retention',
  'retention.ownerOnly':
    'Changing data retention and purging archived items need the permission “Purge archived items” (owners by default).',
  'retention.counts': '{archived} archived · {purgeable} can be purged now',
  'retention.purge': 'Purge {count} archived {count|item|items}',
  'retention.purged': 'Purged {count} archived {count|item|items}',
  'retention.purgeFailed': 'Failed to purge archived items',
  'retention.archiveTitle': 'Archived items',
  'retention.archiveEmpty': 'No archived items',
  'retention.removedChannels': 'Removed channels',
  'retention.channelItems': '{name}: {count} archived {count|item|items}',
  'retention.archivedOn': 'archived {date}',
  'retention.purgedOn': 'purged {date}',
  'retention.hasCase': 'has a case',
  'retention.untitled': '(no title)',
} as const;
