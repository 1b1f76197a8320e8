import { basicsOf, SOURCES } from '@vigila/domain';
import type {
  AnyFlag,
  CaseSource,
  CaseStatus,
  CaseType,
  PlainMessageKey,
  Source,
  SourceDefinition,
  StatusFilter,
} from '@vigila/domain';
import type { Tile } from './list-params.ts';

/** An item's review status in words. */
export const ITEM_STATUS_LABEL = {
  pending: 'status.pending',
  needs_review: 'status.needsReview',
  non_relevant: 'status.nonRelevant',
} as const satisfies Record<Exclude<StatusFilter, 'all'>, PlainMessageKey>;

/** A case's stored status is shown as Open, In Progress, Closed (SPEC §3). */
export const CASE_STATUS_LABEL = {
  new: 'cases.statusNew',
  progress: 'cases.statusProgress',
  completed: 'cases.statusCompleted',
} as const satisfies Record<CaseStatus, PlainMessageKey>;

/** The case type dropdown's labels (SPEC §2.9). */
export const CASE_TYPE_LABEL = {
  safety_information: 'cases.typeSafetyInformation',
  icsr: 'cases.typeIcsr',
  special_situation: 'cases.typeSpecialSituation',
} as const satisfies Record<CaseType, PlainMessageKey>;

/** The short code shown on badges and checkboxes (ADR, PQC, MI; SS, QM, SI for literature). */
export const FLAG_CODE = {
  adr: 'flags.adr',
  pqc: 'flags.pqc',
  mi: 'flags.mi',
  ss: 'flags.ss',
  qm: 'flags.qm',
  si: 'flags.si',
} as const satisfies Record<AnyFlag, PlainMessageKey>;

/** The full name of SPEC §2.8's Train AI dialog and §9's flag codes. */
export const FLAG_NAME = {
  adr: 'flags.adrName',
  pqc: 'flags.pqcName',
  mi: 'flags.miName',
  ss: 'flags.ssName',
  qm: 'flags.qmName',
  si: 'flags.siName',
} as const satisfies Record<AnyFlag, PlainMessageKey>;

/** The total tile of a monitored source counts in the word its definition names (SPEC §2.7). */
const TOTAL_OF_WORD = {
  comments: 'items.totalComments',
  reviews: 'items.totalReviews',
  articles: 'items.totalArticles',
} as const satisfies Record<SourceDefinition['itemWord'], PlainMessageKey>;

/** The total tile is named by source (SPEC §2.7). */
export function totalTileLabel(source: Source | undefined): PlainMessageKey {
  if (source === undefined) return 'items.total';
  if (source === 'recording') return 'items.totalRecordings';
  if (source === 'email') return 'items.totalEmails';
  return TOTAL_OF_WORD[basicsOf(source).itemWord];
}

export function tileLabel(tile: Tile, source: Source | undefined): PlainMessageKey {
  switch (tile) {
    case 'triage':
      return 'items.tileTriage';
    case 'pending':
      return 'items.tilePending';
    case 'needs_review':
      return 'items.tileNeedsReview';
    case 'non_relevant':
      return 'items.tileNonRelevant';
    case 'all':
      return totalTileLabel(source);
  }
}

/** A source's name is its `source.<name>` text (SPEC §2.3). */
export const SOURCE_NAME = Object.fromEntries(SOURCES.map((source) => [source, `source.${source}`])) as {
  readonly [S in Source]: `source.${S}`;
} satisfies Record<Source, PlainMessageKey>;

/** A case's source: an item's source, or a case imported from an E2B file or entered by hand. */
export const CASE_SOURCE_NAME = {
  ...SOURCE_NAME,
  e2b_import: 'caseSource.e2b_import',
  manual: 'caseSource.manual',
} as const satisfies Record<CaseSource, PlainMessageKey>;
