import {
  LITERATURE_FLAGS,
  LITERATURE_FLAG_SLOT,
  type AnyFlag,
  type FlagSlot,
  type MessageKey,
  type Source,
} from '@vigila/domain';

/** Each source's list page and its name in the sidebar (the lists are other features: linked by URL only). */
export const SOURCE_LISTS = {
  instagram: { path: '/instagram', label: 'nav.instagram' },
  youtube: { path: '/youtube', label: 'nav.youtube' },
  amazon: { path: '/amazon', label: 'nav.amazon' },
  literature: { path: '/literature', label: 'nav.literature' },
  recording: { path: '/recordings', label: 'nav.recordings' },
  email: { path: '/emails', label: 'nav.emails' },
} as const satisfies Record<Source, { path: string; label: MessageKey }>;

/** The name a source's list gives a flag slot: literature calls adr/pqc/mi ss/qm/si. */
export function listFlagOf(source: Source, slot: FlagSlot): AnyFlag {
  if (source !== 'literature') return slot;
  return LITERATURE_FLAGS.find((flag) => LITERATURE_FLAG_SLOT[flag] === slot) ?? slot;
}

/** The list's Triage (AI) tile: pending items with any flag (SPEC §2.7: ai_triage with status all). */
export const flaggedListUrl = (source: Source): string =>
  `${SOURCE_LISTS[source].path}?status=all&ai_triage=true`;

/** Pending items of the list with one flag (the list's flag checkbox). */
export const flagListUrl = (source: Source, slot: FlagSlot): string =>
  `${SOURCE_LISTS[source].path}?status=pending&ai_triage=false&flags=${listFlagOf(source, slot)}`;

/** The cases list: only the overdue filter exists there (decision 0020). */
export const overdueCasesUrl = '/cases?overdue=true';
export const casesUrl = '/cases';
