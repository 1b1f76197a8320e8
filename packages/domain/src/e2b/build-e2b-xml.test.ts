import { describe, expect, it } from 'vitest';
import { buildE2bXml } from './build-e2b-xml.ts';
import { checkE2bXml } from './check-e2b-xml.ts';
import { E2B_DEFAULTS, e2bFileName } from './constants.ts';
import { e2bCaseSchema } from './e2b-case.ts';
import { fullCase, sparseCase } from '../test/e2b-test-cases.ts';
import { parseXml, type XmlElement } from './xml-parser.ts';

const NOW = new Date('2026-03-02T12:34:56Z');

function child(element: XmlElement, ...path: string[]): XmlElement {
  let current = element;
  for (const name of path) {
    const next = current.children.find((candidate) => candidate.name === name);
    if (next === undefined) throw new Error(`no <${name}> in <${current.name}>`);
    current = next;
  }
  return current;
}

const names = (element: XmlElement) => element.children.map((c) => c.name);

describe('buildE2bXml', () => {
  it('builds a full case that passes the structural checker', () => {
    const xml = buildE2bXml(fullCase(), { now: NOW });
    expect(checkE2bXml(xml)).toEqual({ ok: true, problems: [] });
  });

  it('builds a sparse case (required fields only) that passes the checker', () => {
    const xml = buildE2bXml(sparseCase(), { now: NOW });
    expect(checkE2bXml(xml)).toEqual({ ok: true, problems: [] });
    const report = child(parseXml(xml), 'safetyreport');
    expect(names(report)).toEqual([
      'safetyreportid',
      'transmissiondateformat',
      'transmissiondate',
      'reporttype',
      'serious',
      'receivedateformat',
      'receivedate',
      'receiptdateformat',
      'receiptdate',
      'primarysource',
      'sender',
      'patient',
    ]);
    expect(names(child(report, 'patient'))).toEqual(['reaction', 'drug', 'summary']);
  });

  it('starts with the XML declaration, the R2 DOCTYPE and the SPEC §9 message header', () => {
    const xml = buildE2bXml(sparseCase(), { now: NOW });
    expect(xml.split('\n').slice(0, 3)).toEqual([
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<!DOCTYPE ichicsr SYSTEM "http://eudravigilance.ema.europa.eu/dtd/icsr21xml.dtd">',
      '<ichicsr lang="en">',
    ]);
    const header = child(parseXml(xml), 'ichicsrmessageheader');
    expect(header.children.map((c) => [c.name, c.text])).toEqual([
      ['messagetype', E2B_DEFAULTS.messageType],
      ['messageformatversion', '2.1'],
      ['messageformatrelease', '1.0'],
      ['messagenumb', 'case-7f3a9'],
      ['messagesenderidentifier', 'Vigila Pharma'],
      ['messagereceiveridentifier', 'EVHUMAN'],
      ['messagedateformat', '204'],
      ['messagedate', '20260302123456'],
    ]);
    expect(e2bFileName).toBe('e2b_report.xml');
  });

  it('takes the message date from the case when stored', () => {
    const header = child(parseXml(buildE2bXml(fullCase(), { now: NOW })), 'ichicsrmessageheader');
    expect(child(header, 'messagedate').text).toBe('20260302093015');
    expect(child(header, 'messagenumb').text).toBe('MSG-2026-001');
  });

  it('writes every date as YYYYMMDD preceded by its format code 102', () => {
    const xml = buildE2bXml(fullCase(), { now: NOW });
    const dates = [...xml.matchAll(/<(\w*date)>([^<]*)<\/\1>/g)].filter(([, name]) => name !== 'messagedate');
    expect(dates.map(([, name, value]) => [name, value])).toContainEqual(['patientbirthdate', '19900517']);
    expect(dates.map(([, name]) => name)).toEqual([
      'transmissiondate',
      'receivedate',
      'receiptdate',
      'patientbirthdate',
      'patientlastmenstrualdate',
      'patientdeathdate',
      'reactionstartdate',
      'reactionenddate',
      'testdate',
      'drugstartdate',
      'drugenddate',
    ]);
    for (const [, name, value] of dates) {
      expect(value, name).toMatch(/^\d{8}$/);
    }
    expect(xml.match(/<\w*dateformat>102<\/\w*dateformat>/g)).toHaveLength(11);
    expect(child(parseXml(xml), 'safetyreport', 'receivedate').text).toBe('20260227');
  });

  it('dates receipt from the case (A.1.6 first received, A.1.7 most recent), never from the day it is written', () => {
    const report = child(parseXml(buildE2bXml(fullCase(), { now: NOW })), 'safetyreport');
    expect(child(report, 'receivedate').text).toBe('20260227');
    expect(child(report, 'receiptdate').text).toBe('20260228');
    const withoutCase = { ...fullCase(), initial_receipt_date: undefined, latest_receipt_date: undefined };
    const fallback = child(parseXml(buildE2bXml(withoutCase, { now: NOW })), 'safetyreport');
    expect(child(fallback, 'receivedate').text).toBe(child(fallback, 'transmissiondate').text);
  });

  it('skips empty fields: no empty elements', () => {
    const input = {
      ...sparseCase(),
      occur_country: '',
      reporter_given_name: '   ',
      patient: { initials: '', age: '' },
    };
    const xml = buildE2bXml(input, { now: NOW });
    expect(xml).not.toMatch(/<(\w+)>\s*<\/\1>/);
    expect(xml).not.toContain('occurcountry');
    expect(xml).not.toContain('patientinitial');
    expect(xml).not.toContain('reportergivename');
  });

  it('marks the report serious with all six criteria when any reaction has a seriousness flag', () => {
    const report = child(parseXml(buildE2bXml(fullCase(), { now: NOW })), 'safetyreport');
    const flags = report.children.filter((c) => c.name.startsWith('serious')).map((c) => [c.name, c.text]);
    expect(flags).toEqual([
      ['serious', '1'],
      ['seriousnessdeath', '1'],
      ['seriousnesslifethreatening', '2'],
      ['seriousnesshospitalization', '1'],
      ['seriousnessdisabling', '2'],
      ['seriousnesscongenitalanomali', '2'],
      ['seriousnessother', '1'],
    ]);
    const sparse = child(parseXml(buildE2bXml(sparseCase(), { now: NOW })), 'safetyreport');
    expect(sparse.children.filter((c) => c.name.startsWith('serious')).map((c) => c.text)).toEqual(['2']);
  });

  it('refuses a case without the required fields, naming the form section', () => {
    const result = e2bCaseSchema.safeParse({
      ...sparseCase(),
      reactions: [{ term: '' }],
      case_narrative: ' ',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain('E.i: reaction term is required');
    expect(messages).toContain('H: case narrative is required');
    expect(() => buildE2bXml({ ...sparseCase(), drugs: [] })).toThrow('G.k: at least one drug is required');
  });
});
