import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildE2bXml } from './build-e2b-xml.ts';
import { checkE2bXml } from './check-e2b-xml.ts';
import { e2bFileName } from './constants.ts';
import { fullCase, sparseCase } from '../test/e2b-test-cases.ts';
import { parseXml, type XmlElement } from './xml-parser.ts';

const NOW = { now: new Date('2026-03-02T00:00:00Z') };
const HOSTILE = `<script>alert("x")</script> & 'quotes' ]]> 💊😷 café \u0000\u0001\u0008\u000B\u000C\u001F\uFFFF\uD800 tab\tend\r\nline2`;
const HOSTILE_CLEAN = `<script>alert("x")</script> & 'quotes' ]]> 💊😷 café  tab\tend\r\nline2`;

function find(element: XmlElement, name: string): XmlElement | undefined {
  if (element.name === name) return element;
  for (const c of element.children) {
    const found = find(c, name);
    if (found !== undefined) return found;
  }
  return undefined;
}

describe('hostile text', () => {
  const narrative = `${HOSTILE} ${'x'.repeat(10_000 - HOSTILE_CLEAN.length - 1)}`;
  const input = {
    ...fullCase(),
    case_narrative: narrative,
    sender_diagnosis: HOSTILE,
    patient: { medical_history: HOSTILE },
    reactions: [{ term: HOSTILE }],
  };
  const xml = buildE2bXml(input, NOW);

  it('is escaped: no raw markup, no CDATA terminator, no control characters', () => {
    expect(xml).not.toContain('<script>');
    expect(xml).not.toContain(']]>');
    expect(xml).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;quotes&apos; ]]&gt;',
    );
    // eslint-disable-next-line no-control-regex -- asserting their absence
    expect(xml).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFF]/);
    expect(xml).toContain('💊😷 café');
  });

  it('round-trips: the parsed text equals the input without its forbidden characters', () => {
    const root = parseXml(xml);
    expect(find(root, 'reactionmeddrapt')?.text).toBe(HOSTILE_CLEAN);
    expect(find(root, 'patientmedicalhistorytext')?.text).toBe(HOSTILE_CLEAN);
    expect(find(root, 'senderdiagnosis')?.text).toBe(HOSTILE_CLEAN);
    const written = find(root, 'narrativeincludeclinical')?.text;
    expect(written?.length).toBe(10_000);
    expect(written?.startsWith(HOSTILE_CLEAN)).toBe(true);
  });

  it('passes the checker (a 10,000-character narrative is within the R2 limit of 20,000)', () => {
    expect(checkE2bXml(xml)).toEqual({ ok: true, problems: [] });
  });

  it('counts an emoji as one character when checking lengths', () => {
    // The term is also written as the reaction as reported (R2 limit 200 characters).
    const build = (term: string) => checkE2bXml(buildE2bXml({ ...sparseCase(), reactions: [{ term }] }, NOW));
    expect(build('😷'.repeat(200)).ok).toBe(true); // 400 UTF-16 units, 200 characters
    expect(build('😷'.repeat(201)).problems.map((p) => p.message)).toEqual([
      'E.i: reaction as reported is too long (201 characters, at most 200)',
    ]);
  });

  it('reports text over an R2 length limit instead of cutting it', () => {
    const long = buildE2bXml(
      { ...sparseCase(), case_narrative: 'n'.repeat(20_001), sender_given_name: 'G'.repeat(36) },
      NOW,
    );
    expect(long).toContain('n'.repeat(20_001));
    expect(checkE2bXml(long).problems).toEqual([
      {
        path: 'ichicsr/safetyreport[1]/sender/sendergivename',
        message: 'C.3: sender given name is too long (36 characters, at most 35)',
      },
      {
        path: 'ichicsr/safetyreport[1]/patient/summary/narrativeincludeclinical',
        message: 'H: case narrative is too long (20001 characters, at most 20000)',
      },
    ]);
  });

  it(`writes an ${e2bFileName} that xmllint finds well-formed (our own reader when xmllint is absent)`, () => {
    const directory = mkdtempSync(join(tmpdir(), 'e2b-'));
    try {
      const file = join(directory, e2bFileName);
      writeFileSync(file, xml, 'utf8');
      if (existsSync('/usr/bin/xmllint')) {
        // --nonet: well-formedness only, the DTD named in the DOCTYPE is never downloaded.
        expect(() =>
          execFileSync('/usr/bin/xmllint', ['--noout', '--nonet', file], { stdio: 'pipe' }),
        ).not.toThrow();
        writeFileSync(file, xml.replace('</summary>', '</summary></oops>'), 'utf8');
        expect(() =>
          execFileSync('/usr/bin/xmllint', ['--noout', '--nonet', file], { stdio: 'pipe' }),
        ).toThrow();
      } else {
        expect(parseXml(xml).name).toBe('ichicsr');
      }
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
