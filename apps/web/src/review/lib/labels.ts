import type { AnyFlag, PlainMessageKey, Source } from '@vigila/domain';
import type { Tile } from './list-params.ts';

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

/** The total tile is named by source (SPEC §2.7). */
export function totalTileLabel(source: Source | undefined): PlainMessageKey {
  switch (source) {
    case 'instagram':
    case 'youtube':
      return 'items.totalComments';
    case 'amazon':
      return 'items.totalReviews';
    case 'literature':
      return 'items.totalArticles';
    case 'recording':
      return 'items.totalRecordings';
    case 'email':
      return 'items.totalEmails';
    case undefined:
      return 'items.total';
  }
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

export const SOURCE_NAME = {
  instagram: 'source.instagram',
  youtube: 'source.youtube',
  amazon: 'source.amazon',
  literature: 'source.literature',
  recording: 'source.recording',
  email: 'source.email',
} as const satisfies Record<Source, PlainMessageKey>;
