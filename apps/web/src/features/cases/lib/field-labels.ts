import {
  CODE_LISTS,
  type CaseFieldDefinition,
  type CaseFormSection,
  type CodeListName,
  type PlainMessageKey,
} from '@vigila/domain';
import type { Translate } from '@/lib/i18n/index.ts';

// The catalogue names one label per CASE_FIELDS entry and per CODE_LISTS code; field-labels.test.ts checks
// that every such key exists, which is why building the key from the name is safe here.

export function fieldLabelKey(field: string): PlainMessageKey {
  return `caseForm.field.${field}` as PlainMessageKey;
}

export function sectionTitleKey(section: CaseFormSection | 'N1' | 'N2'): PlainMessageKey {
  return `caseForm.section.${section}` as PlainMessageKey;
}

export function codeLabelKey(list: CodeListName, code: string): PlainMessageKey {
  return `e2b.code.${list}.${code}` as PlainMessageKey;
}

export interface CodeOption {
  code: string;
  /** '1 Spontaneous report': the code first, as SPEC §3 lists them. */
  label: string;
}

export function codeOptions(definition: CaseFieldDefinition, t: Translate): CodeOption[] {
  const list = definition.codeList;
  if (list === undefined) return [];
  return CODE_LISTS[list].map((code) => ({ code, label: `${code} ${t(codeLabelKey(list, code))}` }));
}
