import { describe, expect, it } from 'vitest';
import {
  CASE_FIELDS,
  CASE_FORM_SECTIONS,
  CODE_LISTS,
  en,
  loadSpanish,
  type CodeListName,
} from '@vigila/domain';
import { codeLabelKey, codeOptions, fieldLabelKey, sectionTitleKey } from './field-labels.ts';

const es = await loadSpanish();
const keys = (catalogue: Readonly<Record<string, string>>) => new Set(Object.keys(catalogue));

describe('case form labels', () => {
  it('has an English and a Spanish label for every field, section and coded option', () => {
    const wanted = [
      ...CASE_FIELDS.map((d) => fieldLabelKey(d.field)),
      ...[...CASE_FORM_SECTIONS, 'N1' as const, 'N2' as const].map((s) => sectionTitleKey(s)),
      ...(Object.keys(CODE_LISTS) as CodeListName[]).flatMap((list) =>
        CODE_LISTS[list].map((code) => codeLabelKey(list, code)),
      ),
    ];
    for (const catalogue of [keys(en), keys(es)]) {
      expect(wanted.filter((key) => !catalogue.has(key))).toEqual([]);
    }
  });

  it('labels a code as SPEC §3 lists it, code first', () => {
    const drugRole = CASE_FIELDS.find((d) => d.field === 'drug_role');
    expect(drugRole).toBeDefined();
    if (drugRole === undefined) return;
    const t = (key: keyof typeof en) => en[key];
    expect(codeOptions(drugRole, t as never).map((o) => o.label)).toEqual([
      '1 Suspect',
      '2 Concomitant',
      '3 Interacting',
    ]);
  });
});
