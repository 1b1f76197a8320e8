import { describe, expect, it } from 'vitest';
import { buildE2bXml } from './build-e2b-xml.ts';
import { checkE2bXml } from './check-e2b-xml.ts';
import { fullCase, sparseCase } from '../test/e2b-test-cases.ts';

const NOW = { now: new Date('2026-03-02T00:00:00Z') };
const sparse = buildE2bXml(sparseCase(), NOW);
const full = buildE2bXml(fullCase(), NOW);

/** Replaces exactly one occurrence, so a test never edits something it did not mean to. */
function edit(xml: string, from: string | RegExp, to: string): string {
  const count =
    typeof from === 'string' ? xml.split(from).length - 1 : (xml.match(new RegExp(from, 'g')) ?? []).length;
  if (count !== 1) throw new Error(`expected one ${String(from)}, found ${count}`);
  return xml.replace(from, to);
}

const messagesOf = (xml: string) => checkE2bXml(xml).problems.map((problem) => problem.message);

describe('checkE2bXml: required elements', () => {
  it.each([
    [/<reactionmeddrapt>[^<]*<\/reactionmeddrapt>/, 'E.i: reaction term is required'],
    [/<safetyreportid>[^<]*<\/safetyreportid>/, 'C.1: safety report id is required'],
    [/<reporttype>[^<]*<\/reporttype>/, 'C.1: report type is required'],
    [/<serious>[^<]*<\/serious>/, 'C.1: serious is required'],
    [
      /<transmissiondateformat>102<\/transmissiondateformat>\s*<transmissiondate>\d+<\/transmissiondate>/,
      'C.1: transmission date is required',
    ],
    [
      /<receivedateformat>102<\/receivedateformat>\s*<receivedate>\d+<\/receivedate>/,
      'C.1: date first received is required',
    ],
    [
      /<receiptdateformat>102<\/receiptdateformat>\s*<receiptdate>\d+<\/receiptdate>/,
      'C.1: date of most recent information is required',
    ],
    [/<sendertype>[^<]*<\/sendertype>/, 'C.3: sender type is required'],
    [/<senderorganization>[^<]*<\/senderorganization>/, 'C.3: sender organisation is required'],
    [/<qualification>[^<]*<\/qualification>/, 'C.2.r: reporter type is required'],
    [/<drugcharacterization>[^<]*<\/drugcharacterization>/, 'G.k: drug role is required'],
    [/<medicinalproduct>[^<]*<\/medicinalproduct>/, 'G.k: medicinal product is required'],
    [
      /<messagereceiveridentifier>[^<]*<\/messagereceiveridentifier>/,
      'N.2.r: message receiver identifier is required',
    ],
    [/<reaction>[\s\S]*<\/reaction>/, 'E.i: reaction is required'],
    [/<drug>[\s\S]*<\/drug>/, 'G.k: drug is required'],
    [/<sender>[\s\S]*<\/sender>/, 'C.3: sender is required'],
  ])('missing %s is reported', (pattern, message) => {
    expect(messagesOf(edit(sparse, pattern, ''))).toEqual([message]);
  });

  it('reports a missing patient and a missing message header', () => {
    const noPatient = edit(sparse, /<patient>[\s\S]*<\/patient>/, '');
    expect(checkE2bXml(noPatient).problems).toEqual([
      { path: 'ichicsr/safetyreport[1]/patient', message: 'D: patient is required' },
    ]);
    const noHeader = edit(sparse, /<ichicsrmessageheader>[\s\S]*<\/ichicsrmessageheader>/, '');
    expect(messagesOf(noHeader)).toEqual(['N.2.r: message header is required']);
  });

  it('requires a yes criterion on a serious report', () => {
    const noCriterion = full.replace(/<(seriousness\w+)>1<\/\1>/g, '<$1>2</$1>');
    expect(messagesOf(noCriterion)).toEqual([
      'C.1: a serious report needs at least one seriousness criterion set to yes',
    ]);
  });
});

describe('checkE2bXml: order and structure', () => {
  it('reports an element out of order', () => {
    const swapped = edit(
      sparse,
      /(<reporttype>[^<]*<\/reporttype>)(\s*)(<serious>[^<]*<\/serious>)/,
      '$3$2$1',
    );
    expect(checkE2bXml(swapped).problems).toEqual([
      {
        path: 'ichicsr/safetyreport[1]/reporttype',
        message: 'C.1: <reporttype> is out of order (it must come before <serious>)',
      },
    ]);
  });

  it('reports a section out of order (drug before reaction)', () => {
    const reaction = /<reaction>[\s\S]*<\/reaction>/.exec(sparse)?.[0] ?? '';
    const moved = edit(edit(sparse, reaction, ''), '</drug>', `</drug>${reaction}`);
    expect(messagesOf(moved)).toEqual(['D: <reaction> is out of order (it must come before <drug>)']);
  });

  it('reports repeated single elements, unknown elements, text in containers and empty elements', () => {
    const broken = sparse
      .replace('<serious>2</serious>', '<serious>2</serious><serious>2</serious><foo>1</foo>stray')
      .replace('<sendertype>1</sendertype>', '<sendertype></sendertype>');
    expect(messagesOf(broken)).toEqual([
      'C.1: safety report must hold elements, not text',
      'C.1: <serious> appears more than once',
      'C.1: <foo> is not an element of safety report',
      'C.3: sender type is empty (leave the element out instead)',
    ]);
  });

  it('reports a wrong root and a root without lang', () => {
    expect(messagesOf('<safetyreport/>')).toEqual([
      'N: the root element must be <ichicsr>, not <safetyreport>',
    ]);
    expect(messagesOf(edit(sparse, '<ichicsr lang="en">', '<ichicsr>'))).toEqual([
      'N: <ichicsr> needs its lang attribute',
    ]);
  });
});

describe('checkE2bXml: values', () => {
  it.each([
    [
      '<transmissiondate>20260302<',
      '<transmissiondate>2026-03-02<',
      'C.1: transmission date "2026-03-02" is not a valid date (CCYYMMDD)',
    ],
    [
      '<transmissiondate>20260302<',
      '<transmissiondate>20260230<',
      'C.1: transmission date "20260230" is not a valid date (CCYYMMDD)',
    ],
    [
      '<receivedateformat>102<',
      '<receivedateformat>610<',
      'C.1: date first received "20260302" is not a valid date (CCYYMM)',
    ],
    [
      '<receivedateformat>102<',
      '<receivedateformat>103<',
      'C.1: date first received format has an unknown code "103" (allowed: 102, 610, 602)',
    ],
    [
      '<messagedate>20260302000000<',
      '<messagedate>20260302<',
      'N.2.r: message date "20260302" is not a valid date and time (CCYYMMDDHHMMSS)',
    ],
    [
      '<messagedate>20260302000000<',
      '<messagedate>20260302250000<',
      'N.2.r: message date "20260302250000" is not a valid date and time (CCYYMMDDHHMMSS)',
    ],
    [
      '<sendercountrycode>ES<',
      '<sendercountrycode>E1<',
      'C.3: sender country must be letters (a country code)',
    ],
    [
      '<sendercountrycode>ES<',
      '<sendercountrycode>Spain<',
      'C.3: sender country is too long (5 characters, at most 2)',
    ],
    [
      '<messagetype>ichicsr<',
      '<messagetype>icsr<',
      'N.2.r: message type has an unknown code "icsr" (allowed: ichicsr)',
    ],
  ])('%s → %s is reported', (from, to, message) => {
    expect(messagesOf(edit(sparse, from, to))).toEqual([message]);
  });

  it('accepts the partial date formats CCYYMM (610) and CCYY (602)', () => {
    const month = edit(
      sparse,
      /<receivedateformat>102<\/receivedateformat>\s*<receivedate>\d+</,
      '<receivedateformat>610</receivedateformat><receivedate>202603<',
    );
    const year = edit(
      sparse,
      /<receivedateformat>102<\/receivedateformat>\s*<receivedate>\d+</,
      '<receivedateformat>602</receivedateformat><receivedate>2026<',
    );
    expect(checkE2bXml(month).ok).toBe(true);
    expect(checkE2bXml(year).ok).toBe(true);
  });

  it('reports a date without its format code and a non-number in a numeric field', () => {
    const noFormat = edit(sparse, '<transmissiondateformat>102</transmissiondateformat>', '');
    expect(messagesOf(noFormat)).toEqual([
      'C.1: transmission date needs its format code (transmissiondateformat)',
    ]);
    const weight = edit(sparse, '<reaction>', '<patientweight>heavy</patientweight><reaction>');
    expect(messagesOf(weight)).toEqual(['D: weight must be a number']);
  });
});

describe('checkE2bXml: well-formedness', () => {
  it.each([
    ['an unclosed element', sparse.replace('</summary>', ''), /<summary> is not closed|closes <summary>/],
    [
      'a raw ampersand',
      sparse.replace('Headache</reactionmeddrapt>', 'Head & ache</reactionmeddrapt>'),
      /"&" must be written &amp;/,
    ],
    ['a raw <', sparse.replace('Headache</reactionmeddrapt>', 'a < b</reactionmeddrapt>'), /expected a name/],
    [
      'a control character',
      sparse.replace('Headache</reactionmeddrapt>', 'Head\u0001ache</reactionmeddrapt>'),
      /control character/,
    ],
    [
      'an unknown entity',
      sparse.replace('Headache</reactionmeddrapt>', '&nbsp;</reactionmeddrapt>'),
      /unknown entity &nbsp;/,
    ],
    ['text after the root', `${sparse}<extra/>`, /content after the root element/],
    [
      'a bare ]]>',
      sparse.replace('Headache</reactionmeddrapt>', 'a ]]> b</reactionmeddrapt>'),
      /"]]>" must be escaped/,
    ],
  ])('reports %s with line and column', (_what, xml, pattern) => {
    const result = checkE2bXml(xml);
    expect(result.ok).toBe(false);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]?.message).toMatch(/^Not well-formed XML: .*\(line \d+, column \d+\)$/);
    expect(result.problems[0]?.message).toMatch(pattern);
  });

  it('reads CDATA, comments and character references', () => {
    const xml = edit(
      sparse,
      '<reactionmeddrapt>Headache<',
      '<reactionmeddrapt><!-- pt --><![CDATA[Head]]>&#97;&#x63;he<',
    );
    expect(checkE2bXml(xml)).toEqual({ ok: true, problems: [] });
  });
});
