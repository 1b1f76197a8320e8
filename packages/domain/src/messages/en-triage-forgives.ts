/**
 * Triage that forgives (issue 26 point 8, decision 0036): Undo after a status change, the Non-relevant reasons and
 * their Settings panel, the inbox's priority sort and its source and flag filters.
 */
export const enTriageForgives = {
  'undo.changedTo': 'Marked {status}',
  'undo.action': 'Undo',
  'undo.undone': 'Status change undone',
  'undo.failed': 'Could not undo: {message}',

  'reason.title': 'Why is this item Non-relevant?',
  'reason.description': 'The reason is kept in the item’s status history.',
  'reason.choose': 'Reason',
  'reason.explain': 'Explain',
  'reason.explainHint': 'Required for this reason',
  'reason.confirm': 'Mark Non-relevant',
  'reason.cancel': 'Cancel',
  'reason.loading': 'Loading reasons…',
  'reason.historyReason': 'Reason: {reason}',
  'reason.historyUndo': 'Undo',
  'triage.reason.not_medicinal_product': 'Not about a medicinal product',
  'triage.reason.no_safety_content': 'No adverse event, quality issue or question',
  'triage.reason.duplicate': 'Duplicate',
  'triage.reason.spam': 'Spam or advertising',
  'triage.reason.other': 'Other (explain)',

  'reasons.title': 'Non-relevant reasons',
  'reasons.description':
    'The reasons a reviewer chooses from when marking an item Non-relevant. Owners and admins can change them.',
  'reasons.label': 'Reason {number}',
  'reasons.explain': 'Asks for an explanation',
  'reasons.remove': 'Remove reason {number}',
  'reasons.add': 'Add a reason',
  'reasons.save': 'Save reasons',
  'reasons.reset': 'Back to the defaults',
  'reasons.saved': 'Non-relevant reasons saved',
  'reasons.failed': 'Failed to save the reasons: {message}',
  'reasons.readOnly': 'Only owners and admins can change these reasons.',
  'reasons.defaults': 'Default list',

  'triage.sort': 'Sort',
  'triage.sortNewest': 'Newest first',
  'triage.sortPriority': 'Priority',
  'triage.sortPriorityHint':
    'Serious first, then possibly serious, then your own products, then the oldest received',
  'triage.filterSource': 'Source',
  'triage.filterAllSources': 'All sources',
  'triage.filterFlags': 'Flags',
  'triage.filterOption': '{name} ({count})',
  'triage.serious': 'Serious',
} as const;
