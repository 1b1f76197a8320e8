import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildDomainModelFiles } from './domain-model.ts';

// The Debian pocketsphinx-en-us model (scripts/ensure-test-deps.sh installs it).
const MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
const installed = existsSync(`${MODEL_DIR}/cmudict-en-us.dict`);

describe.runIf(installed)('domain model files with the installed English dictionary', () => {
  it('can pronounce every corpus word (the CMU dictionary plus domain-pronunciations.dict)', async () => {
    const files = await buildDomainModelFiles(MODEL_DIR);
    expect(files.missingWords).toEqual([]);
    expect(files.dictionary).toMatch(/^ibuprofen AY B Y UW P R OW F AH N$/m);
    expect(files.dictionary).toMatch(/^paracetamol /m);
    expect(files.languageModel).toMatch(/\tstarted taking ibuprofen$/m);
  });
});
