import { readFileSync } from 'node:fs';
import { meddraUploadFieldsSchema } from '@vigila/domain';
import { describe, expect, it } from 'vitest';

const notes = readFileSync(
  new URL('../../test/fixtures/meddra-synthetic/README.md', import.meta.url),
  'utf8',
);

/** Every version the notes tell a reader to type: the `code` after "version". */
const statedVersions = [...notes.matchAll(/version\s+`([^`]+)`/gi)].map((match) => match[1] ?? '');

describe('the bundled synthetic MedDRA release', () => {
  it('names in its notes a version the upload accepts, for both of its languages', () => {
    expect(statedVersions.length).toBeGreaterThan(0);
    for (const version of statedVersions) {
      for (const language of ['en', 'es']) {
        const parsed = meddraUploadFieldsSchema.safeParse({ version, language });
        expect({ version, language, accepted: parsed.success }).toEqual({
          version,
          language,
          accepted: true,
        });
      }
    }
  });
});
