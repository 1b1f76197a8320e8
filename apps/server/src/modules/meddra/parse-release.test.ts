import { readFileSync } from 'node:fs';
import { MEDDRA_FILES, type MeddraFileName } from '@vigila/domain';
import { describe, expect, it } from 'vitest';
import { decodeMeddraFile, MeddraReleaseError, parseMeddraRelease } from './parse-release.ts';

const fixture = (language: 'en' | 'es') =>
  Object.fromEntries(
    MEDDRA_FILES.map((file) => [
      file,
      readFileSync(
        new URL(`../../test/fixtures/meddra-synthetic/${language}/${file}`, import.meta.url),
        'utf8',
      ),
    ]),
  ) as Record<MeddraFileName, string>;

const problemsOf = (files: Partial<Record<MeddraFileName, string>>): readonly string[] => {
  try {
    parseMeddraRelease(files);
  } catch (error) {
    if (error instanceof MeddraReleaseError) return error.problems;
    throw error;
  }
  return [];
};

describe('parseMeddraRelease', () => {
  it('flattens the synthetic English release into LLTs with their PT and primary SOC', () => {
    const terms = parseMeddraRelease(fixture('en'));
    expect(terms).toHaveLength(79);
    expect(terms.find((term) => term.lltName === 'Itchy skin')).toEqual({
      lltCode: '95000006',
      lltName: 'Itchy skin',
      ptCode: '96000002',
      ptName: 'Pruritus',
      socCode: '99000001',
      socName: 'Skin disorders (synthetic)',
      current: true,
    });
    // Two SOCs in mdhier.asc: the primary one (flag Y) is kept.
    expect(terms.find((term) => term.lltName === 'Cholestatic hepatitis')?.socName).toBe(
      'Hepatobiliary disorders (synthetic)',
    );
    expect(terms.find((term) => term.lltName === 'Eruption')?.current).toBe(false);
  });

  it('reads the Spanish release with its accents', () => {
    const terms = parseMeddraRelease(fixture('es'));
    expect(terms.find((term) => term.lltCode === '95000001')).toMatchObject({
      lltName: 'Erupción cutánea',
      ptName: 'Erupción',
      socName: 'Trastornos de la piel (sintético)',
    });
  });

  it('names a missing file', () => {
    const { 'hlgt.asc': _left, ...files } = fixture('en');
    expect(problemsOf(files)).toEqual(['hlgt.asc is missing']);
  });

  it('names the file and line of a record with the wrong number of fields', () => {
    const files = fixture('en');
    const lines = files['llt.asc'].split('\n');
    lines[11] = '95000099$Short record$96000001$';
    expect(problemsOf({ ...files, 'llt.asc': lines.join('\n') })).toEqual([
      'llt.asc line 12: expected 11 fields, found 3',
    ]);
  });

  it('refuses an LLT that points to an unknown PT, and a bad code', () => {
    const files = fixture('en');
    const extra = '95009999$Orphan term$96999999$$$$$$$Y$$\nABC$Not a code$96000001$$$$$$$Y$$\n';
    expect(problemsOf({ ...files, 'llt.asc': files['llt.asc'] + extra })).toEqual([
      'llt.asc line 80: LLT 95009999 points to PT 96999999, which is not in pt.asc',
      'llt.asc line 81: "ABC" is not an 8-digit code',
    ]);
  });

  it('refuses a PT without a primary SOC and a hierarchy naming an unknown HLT', () => {
    const files = fixture('en');
    const hierarchy = files['mdhier.asc'].split('\n');
    hierarchy[0] = (hierarchy[0] ?? '').replace('$97000001$', '$97999999$');
    expect(problemsOf({ ...files, 'mdhier.asc': hierarchy.join('\n') })).toEqual([
      'mdhier.asc line 1: HLT 97999999 is not in hlt.asc',
      'mdhier.asc: PT 96000001 has no primary SOC',
    ]);
  });

  it('reads Windows-1252 bytes when a file is not UTF-8', () => {
    expect(decodeMeddraFile(Uint8Array.from([0x50, 0x69, 0x63, 0x6f, 0x72, 0x20, 0xf1]))).toBe('Picor ñ');
    expect(decodeMeddraFile(new TextEncoder().encode('\uFEFFErupción'))).toBe('Erupción');
  });
});
