import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fullCase, sparseCase } from '../../test/e2b-test-cases.ts';
import { buildE2bR3Xml } from './build-e2b-r3-xml.ts';
import { checkE2bR3Xml } from './check-e2b-r3-xml.ts';

const NOW = new Date('2026-03-02T12:34:56Z');

/** xmllint (libxml2) is the independent judge of well-formedness; scripts/ensure-test-deps.sh installs it. */
function xmllint(xml: string): { status: number | null; stderr: string } {
  const file = join(mkdtempSync(join(tmpdir(), 'e2b-r3-')), 'case.xml');
  writeFileSync(file, xml);
  const result = spawnSync('xmllint', ['--noout', file], { encoding: 'utf8' });
  if (result.error !== undefined) throw result.error;
  return { status: result.status, stderr: result.stderr };
}

describe('buildE2bR3Xml', () => {
  it.each([
    ['full', fullCase()],
    ['sparse', sparseCase()],
  ])('builds a %s case that passes the R3 checker and xmllint', (_name, input) => {
    const xml = buildE2bR3Xml(input, { now: NOW });
    expect(checkE2bR3Xml(xml)).toEqual({ ok: true, problems: [] });
    expect(xmllint(xml)).toEqual({ status: 0, stderr: '' });
  });

  it('wraps one PORR_IN049016UV message in an MCCI_IN200100UV01 batch', () => {
    const xml = buildE2bR3Xml(sparseCase(), { now: NOW });
    expect(xml.split('\n').slice(0, 2)).toEqual([
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<MCCI_IN200100UV01 xmlns="urn:hl7-org:v3" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ITSVersion="XML_1.0">',
    ]);
    expect(xml.match(/<PORR_IN049016UV>/g)).toHaveLength(1);
  });

  it('writes C.1.4 and C.1.5 from the case’s receipt dates, which the import reads back', () => {
    const xml = buildE2bR3Xml(fullCase(), { now: NOW });
    expect(xml).toMatch(
      /<effectiveTime>\s*<low value="20260227"><\/low>\s*<\/effectiveTime>\s*<availabilityTime value="20260228">/,
    );
  });

  it('escapes hostile text so the file stays well-formed', () => {
    const input = { ...sparseCase(), case_narrative: 'A <b>&</b> "quoted" \u0001 ]]> text' };
    expect(xmllint(buildE2bR3Xml(input, { now: NOW })).status).toBe(0);
  });
});
