import { describe, expect, it } from 'vitest';
import type { CaseFieldValue } from '../case-fields.ts';
import type { AdditionalEntries } from '../case-sections.ts';
import { caseToE2bInput, generateCaseE2b } from './case-to-e2b.ts';
import { buildE2bXml } from '../../e2b/build-e2b-xml.ts';
import { buildE2bR3Xml } from '../../e2b/r3/build-e2b-r3-xml.ts';
import { readyCaseForm, withMeddraCoding } from '../../test/case-forms.ts';
import { DEFAULT_MEDDRA_VERSION, type BuildE2bR3Options } from '../../e2b/r3/build-e2b-r3-xml.ts';
import { generateCaseE2bR3 } from './generate-case-e2b-r3.ts';
import { importE2bXml } from './import-e2b-xml.ts';
import { OBS } from '../../e2b/r3/oids.ts';
import { at, codeOf, descendants, kid } from '../../e2b/r3/xml-query.ts';
import { parseXml, type XmlElement } from '../../e2b/xml-parser.ts';

type Form = Record<string, CaseFieldValue>;
const identity = { id: 'case-1' };
const NOW = new Date('2026-03-02T12:34:56Z');
const coded = () => withMeddraCoding(readyCaseForm(), {});
/** The ready case with its reaction's words only: no report may go out so (decision 0038), but the builders still write it. */
const uncoded = (): Form => ({
  ...readyCaseForm(),
  reaction_meddra_code: null,
  reaction_meddra_pt_code: null,
  reaction_meddra_version: null,
});
/** What the builders write, past the case rules that would block an uncoded term. */
const builtR2 = (form: Form) => parseXml(buildE2bXml(caseToE2bInput(identity, form), { now: NOW }));
const builtR3 = (form: Form, options: BuildE2bR3Options = {}) =>
  parseXml(buildE2bR3Xml(caseToE2bInput(identity, form), { now: NOW, ...options }));

function r2(form: Form, additional: AdditionalEntries = {}): XmlElement {
  const result = generateCaseE2b(identity, form, { now: NOW }, additional);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return parseXml(result.xml);
}

function r3(form: Form, additional: AdditionalEntries = {}, options: BuildE2bR3Options = {}): XmlElement {
  const result = generateCaseE2bR3(identity, form, { now: NOW, ...options }, additional);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return parseXml(result.xml);
}

/** The MedDRA part of an R2 reaction or drug: its elements named with the prefix, as [name, text]. */
const elements = (element: XmlElement, prefix: string) =>
  element.children.filter((child) => child.name.startsWith(prefix)).map((child) => [child.name, child.text]);

const r3Reactions = (root: XmlElement) =>
  descendants(root, 'observation', (found) => codeOf(found) === OBS.reaction).map(
    (found) => kid(found, 'value')?.attributes,
  );
const r3Indications = (root: XmlElement) =>
  descendants(root, 'inboundRelationship', (found) => found.attributes.typeCode === 'RSON').map((found) =>
    at(found, 'observation'),
  );

describe('MedDRA coding in E2B(R2)', () => {
  it('writes each reaction’s LLT and PT codes with their own release, in DTD order', () => {
    const { form, additional } = coded();
    const reactions = descendants(r2(form, additional), 'reaction');
    expect(reactions.map((reaction) => reaction.children.slice(0, 5).map((c) => [c.name, c.text]))).toEqual([
      [
        ['primarysourcereaction', 'Headache'],
        ['reactionmeddraversionllt', '27.1'],
        ['reactionmeddrallt', '95000015'],
        ['reactionmeddraversionpt', '27.1'],
        ['reactionmeddrapt', '96000005'],
      ],
      [
        ['primarysourcereaction', 'Nausea'],
        ['reactionmeddraversionllt', '26.1'],
        ['reactionmeddrallt', '95000027'],
        ['reactionmeddraversionpt', '26.1'],
        ['reactionmeddrapt', '96000009'],
      ],
    ]);
  });

  it('writes a coded indication as its LLT code with the release before it', () => {
    const { form, additional } = coded();
    const [drug] = descendants(r2(form, additional), 'drug');
    expect(drug && elements(drug, 'drugindication')).toEqual([
      ['drugindicationmeddraversion', '27.1'],
      ['drugindication', '95000019'],
    ]);
  });

  it('keeps the term and the indication text when uncoded, and writes no version without a code', () => {
    const root = builtR2({ ...uncoded(), indication: 'Migraine attack', reaction_meddra_version: '27.1' });
    const [reaction] = descendants(root, 'reaction');
    const [drug] = descendants(root, 'drug');
    expect(reaction && elements(reaction, 'reactionmeddra')).toEqual([['reactionmeddrapt', 'Headache']]);
    expect(drug && elements(drug, 'drugindication')).toEqual([['drugindication', 'Migraine attack']]);
  });
});

describe('MedDRA coding in E2B(R3)', () => {
  it('gives each reaction its own release (E.i.2.1a) beside its LLT code (E.i.2.1b)', () => {
    const { form, additional } = coded();
    expect(r3Reactions(r3(form, additional))).toEqual([
      {
        'xsi:type': 'CE',
        code: '95000015',
        codeSystem: '2.16.840.1.113883.6.163',
        codeSystemVersion: '27.1',
      },
      {
        'xsi:type': 'CE',
        code: '95000027',
        codeSystem: '2.16.840.1.113883.6.163',
        codeSystemVersion: '26.1',
      },
    ]);
  });

  it('falls back to the caller’s release, then the default, for a code without one', () => {
    const form = { ...uncoded(), reaction_meddra_code: '96000005' };
    const version = (root: XmlElement) => r3Reactions(root)[0]?.codeSystemVersion;
    expect(version(r3(form, {}, { meddraVersion: '26.0' }))).toBe('26.0');
    expect(version(r3(form))).toBe(DEFAULT_MEDDRA_VERSION);
  });

  it('writes a coded indication as FDA’s examples do: code and release, the text as originalText, the reporter as source', () => {
    const { form, additional } = coded();
    const [indication] = r3Indications(r3(form, additional));
    const value = kid(indication, 'value');
    expect(value?.attributes).toEqual({
      'xsi:type': 'CE',
      codeSystem: '2.16.840.1.113883.6.163',
      code: '95000019',
      codeSystemVersion: '27.1',
    });
    expect(kid(value, 'originalText')?.text).toBe('Migraine attack');
    expect(at(indication, 'performer', 'assignedEntity', 'code')?.attributes.code).toBe('3');
  });

  it('writes an uncoded indication as its text alone', () => {
    const [indication] = r3Indications(builtR3({ ...readyCaseForm(), indication: 'Migraine attack' }));
    const value = kid(indication, 'value');
    expect(value?.attributes).toEqual({ 'xsi:type': 'CE', codeSystem: '2.16.840.1.113883.6.163' });
    expect(kid(value, 'originalText')?.text).toBe('Migraine attack');
  });

  it('names the MedDRA form field of a problem the R3 checker finds', () => {
    const { form, additional } = coded();
    const result = generateCaseE2bR3(
      identity,
      { ...form, reaction_meddra_version: '27.1.1', indication_meddra_code: 'Back' },
      { now: NOW },
      additional,
    );
    expect(result.ok).toBe(false);
    const fields = result.ok ? [] : result.problems.map((problem) => problem.field);
    expect(fields).toContain('reaction_meddra_version');
    expect(fields).toContain('indication_meddra_code');
  });
});

describe('MedDRA coding read from an R2 file', () => {
  const r2Xml = (replace: (xml: string) => string) => {
    const xml = buildE2bXml(caseToE2bInput(identity, { ...uncoded(), indication: 'Migraine attack' }), {
      now: NOW,
    });
    const imported = importE2bXml(replace(xml));
    if (!imported.ok) throw new Error(imported.message);
    return imported.form;
  };

  it('reads an 8-digit PT as the PT code and an 8-digit indication as the indication code', () => {
    const form = r2Xml((xml) =>
      xml
        .replace('<primarysourcereaction>Headache</primarysourcereaction>', '')
        .replace(
          '<reactionmeddrapt>Headache</reactionmeddrapt>',
          '<reactionmeddraversionpt>27.1</reactionmeddraversionpt><reactionmeddrapt>96000005</reactionmeddrapt>',
        )
        .replace(
          '<drugindication>Migraine attack</drugindication>',
          '<drugindicationmeddraversion>27.1</drugindicationmeddraversion><drugindication>95000019</drugindication>',
        ),
    );
    expect(form).toMatchObject({
      reaction_term: null,
      reaction_meddra_code: null,
      reaction_meddra_pt_code: '96000005',
      reaction_meddra_version: '27.1',
      indication: null,
      indication_meddra_code: '95000019',
      indication_meddra_version: '27.1',
    });
  });

  it('keeps a PT given as a term as the reaction term, and an indication given as text as the text', () => {
    const form = r2Xml((xml) => xml.replace('<primarysourcereaction>Headache</primarysourcereaction>', ''));
    expect(form).toMatchObject({
      reaction_term: 'Headache',
      reaction_meddra_pt_code: null,
      reaction_meddra_version: null,
      indication: 'Migraine attack',
      indication_meddra_code: null,
    });
  });
});
