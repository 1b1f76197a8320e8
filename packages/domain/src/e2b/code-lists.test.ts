import { describe, expect, it } from 'vitest';
import { buildE2bXml } from './build-e2b-xml.ts';
import { checkE2bXml } from './check-e2b-xml.ts';
import {
  ACTIONS_TAKEN,
  AGE_GROUPS,
  AGE_UNITS,
  AUTOPSY_ANSWERS,
  DRUG_ROLES,
  DURATION_UNITS,
  GENDERS,
  REACTION_OUTCOMES,
  RECURRENCE_ANSWERS,
  REPORTER_QUALIFICATIONS,
  REPORT_TYPES,
  ROUTES,
  SENDER_TYPES,
  STUDY_TYPES,
} from './code-lists.ts';
import { e2bCaseSchema, type E2bCaseInput } from './e2b-case.ts';
import { e2bCodeNameEn } from './code-list-names-en.ts';
import { sparseCase } from '../test/e2b-test-cases.ts';
import { parseXml, type XmlElement } from './xml-parser.ts';

interface CodeListCase {
  list: string;
  codes: readonly string[];
  element: string;
  /** R2 value written for each SPEC code; undefined = the element is left out. */
  written: Record<string, string | undefined>;
  withCode: (code: string) => E2bCaseInput;
}

const same = (codes: readonly string[]) => Object.fromEntries(codes.map((c) => [c, c]));
const base = sparseCase;
const drugWith = (extra: object) => ({
  ...base(),
  drugs: [{ medicinal_product: 'X', drug_role: '1', ...extra }],
});
const reactionWith = (extra: object) => ({ ...base(), reactions: [{ term: 'Rash', ...extra }] });

const CODE_LISTS: CodeListCase[] = [
  {
    list: 'report type',
    codes: REPORT_TYPES,
    element: 'reporttype',
    written: same(REPORT_TYPES),
    withCode: (c) => ({ ...base(), report_type: c }),
  },
  {
    list: 'reporter type',
    codes: REPORTER_QUALIFICATIONS,
    element: 'qualification',
    written: same(REPORTER_QUALIFICATIONS),
    withCode: (c) => ({ ...base(), reporter_type: c }),
  },
  {
    list: 'sender type',
    codes: SENDER_TYPES,
    element: 'sendertype',
    written: same(SENDER_TYPES),
    withCode: (c) => ({ ...base(), sender_type: c }),
  },
  {
    list: 'study type',
    codes: STUDY_TYPES,
    element: 'observestudytype',
    written: same(STUDY_TYPES),
    withCode: (c) => ({ ...base(), study_type: c }),
  },
  {
    list: 'age unit',
    codes: AGE_UNITS,
    element: 'patientonsetageunit',
    written: same(AGE_UNITS),
    withCode: (c) => ({ ...base(), patient: { age: 3, age_unit: c } }),
  },
  {
    list: 'age group',
    codes: AGE_GROUPS,
    element: 'patientagegroup',
    written: same(AGE_GROUPS),
    withCode: (c) => ({ ...base(), patient: { age_group: c } }),
  },
  {
    list: 'gender',
    codes: GENDERS,
    element: 'patientsex',
    written: { '1': '1', '2': '2', '0': undefined },
    withCode: (c) => ({ ...base(), patient: { gender: c } }),
  },
  {
    list: 'autopsy',
    codes: AUTOPSY_ANSWERS,
    element: 'patientautopsyyesno',
    written: { '1': '1', '2': '2', '0': '3' },
    withCode: (c) => ({ ...base(), patient: { autopsy_yes_no: c } }),
  },
  {
    list: 'reaction duration unit',
    codes: DURATION_UNITS,
    element: 'reactiondurationunit',
    written: same(DURATION_UNITS),
    withCode: (c) => reactionWith({ duration: 2, duration_unit: c }),
  },
  {
    list: 'time to onset unit',
    codes: DURATION_UNITS,
    element: 'reactionfirsttimeunit',
    written: same(DURATION_UNITS),
    withCode: (c) => reactionWith({ first_time: 2, first_time_unit: c }),
  },
  {
    list: 'time from last dose unit',
    codes: DURATION_UNITS,
    element: 'reactionlasttimeunit',
    written: same(DURATION_UNITS),
    withCode: (c) => reactionWith({ last_time: 2, last_time_unit: c }),
  },
  {
    list: 'reaction outcome',
    codes: REACTION_OUTCOMES,
    element: 'reactionoutcome',
    written: { '1': '1', '2': '2', '3': '3', '4': '4', '5': '5', '0': '6' },
    withCode: (c) => reactionWith({ outcome: c }),
  },
  {
    list: 'route',
    codes: ROUTES,
    element: 'drugadministrationroute',
    written: {
      '001': '048',
      '002': '042',
      '003': '030',
      '004': '058',
      '005': '061',
      '006': '055',
      '007': '050',
    },
    withCode: (c) => drugWith({ route_of_administration: c }),
  },
  {
    list: 'drug role',
    codes: DRUG_ROLES,
    element: 'drugcharacterization',
    written: same(DRUG_ROLES),
    withCode: (c) => drugWith({ drug_role: c }),
  },
  {
    list: 'drug duration unit',
    codes: DURATION_UNITS,
    element: 'drugtreatmentdurationunit',
    written: same(DURATION_UNITS),
    withCode: (c) => drugWith({ duration: 1, duration_unit: c }),
  },
  {
    list: 'action taken',
    codes: ACTIONS_TAKEN,
    element: 'actiondrug',
    written: same(ACTIONS_TAKEN),
    withCode: (c) => drugWith({ action_taken: c }),
  },
  {
    list: 'recurrence',
    codes: RECURRENCE_ANSWERS,
    element: 'drugrecurreadministration',
    written: same(RECURRENCE_ANSWERS),
    withCode: (c) => drugWith({ drug_recurrance: c }),
  },
];

function find(element: XmlElement, name: string): XmlElement | undefined {
  if (element.name === name) return element;
  for (const c of element.children) {
    const found = find(c, name);
    if (found !== undefined) return found;
  }
  return undefined;
}

const NOW = { now: new Date('2026-03-02T00:00:00Z') };

describe.each(CODE_LISTS)('code list: $list', ({ codes, element, written, withCode }) => {
  it.each([...codes])('code %s builds, is written as R2 expects and passes the checker', (code) => {
    const xml = buildE2bXml(withCode(code), NOW);
    expect(checkE2bXml(xml)).toEqual({ ok: true, problems: [] });
    expect(find(parseXml(xml), element)?.text).toBe(written[code]);
  });

  it('an unknown code is refused by the schema and reported by the checker', () => {
    expect(e2bCaseSchema.safeParse(withCode('99')).success).toBe(false);
    // A code that only a hand-edited file could hold: 99 is in no R2 list this element uses.
    const valid = buildE2bXml(withCode(codes[0] ?? ''), NOW);
    const tampered = valid.replace(
      new RegExp(`<${element}>[^<]*</${element}>`),
      `<${element}>99</${element}>`,
    );
    const result = checkE2bXml(tampered);
    expect(result.ok).toBe(false);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]?.message).toMatch(/has an unknown code "99"/);
    expect(result.problems[0]?.path).toMatch(new RegExp(`/${element}$`));
  });
});

describe('e2bCodeNameEn', () => {
  it('names a code of a list in English, and keeps a code the list does not have', () => {
    expect(e2bCodeNameEn('ageUnit', '801')).toBe('Year');
    expect(e2bCodeNameEn('gender', '2')).toBe('Female');
    expect(e2bCodeNameEn('route', '001')).toBe('Oral');
    expect(e2bCodeNameEn('reactionOutcome', '5')).toBe('Fatal');
    expect(e2bCodeNameEn('route', '065')).toBe('065');
  });
});
