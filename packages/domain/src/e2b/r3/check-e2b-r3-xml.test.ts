import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sparseCase } from '../../test/e2b-test-cases.ts';
import { buildE2bR3Xml } from './build-e2b-r3-xml.ts';
import { checkE2bR3Xml } from './check-e2b-r3-xml.ts';
import { evaluateFdaXPath, parseFdaXPath } from './fda-xpath.ts';
import { R3_ELEMENT_FACTS } from './r3-element-facts.ts';
import { parseXml } from '../xml-parser.ts';

const NOW = new Date('2026-03-02T12:34:56Z');
const fixtures = join(import.meta.dirname, 'fixtures');
const sparse = () => buildE2bR3Xml(sparseCase(), { now: NOW });

describe('checkE2bR3Xml', () => {
  it('accepts every FDA example message under the ICH profile', () => {
    for (const name of readdirSync(fixtures).filter((file) => file.endsWith('.xml'))) {
      expect({ name, ...checkE2bR3Xml(readFileSync(join(fixtures, name), 'utf8')) }).toEqual({
        name,
        ok: true,
        problems: [],
      });
    }
  });

  it('parses nearly all of FDA’s XPaths (the rest have typos such as code@code or mixed quotes, and are skipped)', () => {
    const parsed = R3_ELEMENT_FACTS.filter((fact) => {
      try {
        parseFdaXPath(fact.xpath);
        return true;
      } catch {
        return false;
      }
    });
    expect(parsed.length).toBeGreaterThan(R3_ELEMENT_FACTS.length * 0.85);
  });

  it('reads a value through FDA’s own XPath', () => {
    const fact = R3_ELEMENT_FACTS.find((candidate) => candidate.element === 'C.1.3');
    if (fact === undefined) throw new Error('C.1.3 missing from the facts');
    expect(evaluateFdaXPath(parseXml(sparse()), parseFdaXPath(fact.xpath))).toEqual([
      { value: sparseCase().report_type, at: 'value' },
    ]);
  });

  it('names a missing required element and its form field', () => {
    const xml = sparse().replace(
      /<investigationCharacteristic[\s\S]*?ichReportType[\s\S]*?<\/investigationCharacteristic>/,
      '',
    );
    expect(checkE2bR3Xml(xml).problems).toContainEqual({
      element: 'C.1.3',
      field: 'report_type',
      message: 'C.1.3 Type of Report is required',
    });
  });

  it('reports unknown codes, over-long values and impossible dates', () => {
    const xml = sparse()
      .replace(
        /code="1" codeSystem="2\.16\.840\.1\.113883\.3\.989\.2\.1\.1\.2"/,
        'code="7" codeSystem="2.16.840.1.113883.3.989.2.1.1.2"',
      )
      .replace(/<text>[^<]*<\/text>/, `<text>${'n'.repeat(100_001)}</text>`)
      .replace(/<availabilityTime value="\d+"/, '<availabilityTime value="20240231"');
    const messages = checkE2bR3Xml(xml).problems.map((problem) => problem.message);
    expect(messages).toContain('C.1.3 Type of Report has an unknown code "7" (allowed: 1, 2, 3, 4)');
    expect(messages.some((message) => message.startsWith('H.1 ') && message.includes('longer than'))).toBe(
      true,
    );
    expect(messages).toContain(
      'C.1.5 Date of Most Recent Information for This Report "20240231" is not a date (CCYYMMDD…)',
    );
  });

  it('applies FDA post-market rules only under the FDA profile', () => {
    const xml = sparse();
    expect(checkE2bR3Xml(xml).ok).toBe(true);
    const fda = checkE2bR3Xml(xml, { profile: 'fda' }).problems.map((problem) => problem.message);
    expect(fda.some((message) => message.startsWith('R0004:'))).toBe(true);
    expect(fda.some((message) => message.startsWith('R0011:'))).toBe(true);
  });

  it('refuses a file that is not XML or has another root', () => {
    expect(checkE2bR3Xml('<MCCI_IN200100UV01>').problems[0]?.element).toBe('XML');
    expect(checkE2bR3Xml('<ichicsr/>').problems).toEqual([
      { element: 'N.1', message: 'The root element must be MCCI_IN200100UV01' },
    ]);
  });
});
