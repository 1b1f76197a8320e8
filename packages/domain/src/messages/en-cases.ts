/** English strings of the cases list and Convert to Case (SPEC §2.9, §8). Quoted spec text is word for word. */
export const enCases = {
  'cases.title': 'Cases',
  'cases.description': 'Cases created from flagged content, with their regulatory reporting deadlines.',

  // Count cards (SPEC §2.9) and the regulatory clock's overdue card
  'cases.counts': 'Case counts',
  'cases.totalCases': 'Total Cases',
  'cases.overdue': 'Overdue',
  'cases.serious': 'Serious',

  // Status as shown (SPEC §3: new, progress, completed)
  'cases.statusNew': 'Open',
  'cases.statusProgress': 'In Progress',
  'cases.statusCompleted': 'Closed',

  // Types (SPEC §2.9 dropdown labels; PUT /case/{id}/type sends them lowercased)
  'cases.typeSafetyInformation': 'Safety information',
  'cases.typeIcsr': 'ICSR',
  'cases.typeSpecialSituation': 'Special situation',

  // Filter row
  'cases.filters': 'Case filters',
  'cases.filterStatus': 'Status',
  'cases.filterType': 'Type',
  'cases.filterSource': 'Source',
  'cases.filterAll': 'All',
  'cases.filterOverdue': 'Overdue only',

  // Table
  'cases.table': 'Cases',
  'cases.columnId': 'ID',
  'cases.columnStatus': 'Status',
  'cases.columnComment': 'Comment',
  'cases.columnSource': 'Source',
  'cases.columnLastEdited': 'Last Edited',
  'cases.columnDue': 'Due',
  'cases.columnType': 'Type',
  'cases.columnActions': 'Actions',
  'cases.openCase': 'Open case {id}',
  'cases.typeOf': 'Type of case {id}',
  'cases.e2b': 'E2B',
  'cases.e2bOf': 'E2B form of case {id}',
  'cases.viewMore': 'View more',
  'cases.showLess': 'Show less',
  'cases.noComment': 'No comment',
  'cases.loadMore': 'Load more cases',

  // States (SPEC §2.9, §8)
  'cases.loading': 'Loading cases...',
  'cases.loadError': 'Error loading cases',
  'cases.failedFetch': 'Failed to fetch cases',
  'cases.empty': 'No cases found',
  'cases.emptyHint': 'Cases will appear here when they are created from flagged content.',

  // Type change toasts (SPEC §8)
  'cases.typeUpdated': 'Case type updated successfully',
  'cases.typeUpdateFailed': 'Failed to update case type',

  // Convert to Case (SPEC §7, §8)
  'cases.converting': 'Creating case...',
  'cases.created': 'Case created successfully',
  'cases.createFailed': 'Failed to create case',
  'cases.openCreated': 'Open case',
  'cases.ofThisItem': '{count|Case|Cases} of this item:',

  // E2B(R3) download and E2B file import (issue 13)
  'cases.downloadE2bR3': 'Download E2B(R3)',
  'cases.downloadingE2bR3': 'Preparing E2B(R3)...',
  'cases.e2bR3NotReady': 'The E2B(R3) file cannot be made yet:',
  'cases.importE2b': 'Import E2B file',
  'cases.importingE2b': 'Importing...',
  'cases.importE2bFailed': 'The E2B file could not be imported',
  'caseSource.e2b_import': 'E2B import',
  'caseSource.manual': 'Entered by hand',
} as const;
