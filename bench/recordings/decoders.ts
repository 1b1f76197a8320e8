import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { devNull, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { decodeMono } from '../../apps/server/src/transcription/audio/decode-audio.ts';
import { encodeWav16 } from '../../apps/server/src/transcription/audio/pcm.ts';
import { parseTimedWords } from '../../apps/server/src/transcription/pocketsphinx/decoder-output.ts';
import { prepareDomainModel } from '../../apps/server/src/transcription/pocketsphinx/domain-model.ts';
import { createPocketsphinxTranscriber } from '../../apps/server/src/transcription/pocketsphinx/pocketsphinx-transcriber.ts';

const run = promisify(execFile);

export const CONFIGURATIONS = ['default-model', 'domain-model', 'domain-model-primed'] as const;
export type Configuration = (typeof CONFIGURATIONS)[number];

export const DESCRIPTIONS: Record<Configuration, string> = {
  'default-model':
    "pocketsphinx_continuous with the package's own en-us language model and dictionary (DESIGN.md's first try)",
  'domain-model': 'the generated domain language model and dictionary of drug and reaction words, no priming',
  'domain-model-primed':
    'what Vigila runs: the domain model, the first 10 s decoded once before the recording to settle the cepstral mean',
};

export interface Decoded {
  text: string;
  /** Only the product transcriber reports one. */
  language: string | null;
}

/** The three ways of decoding one file: the package default, the domain model alone, and the product. */
export async function createDecoders(binary: string, modelDir: string, cacheDir: string) {
  const model = await prepareDomainModel(modelDir, cacheDir);
  const product = createPocketsphinxTranscriber({ binary, modelDir, cacheDir });

  const cli = async (bytes: Buffer, extra: string[]): Promise<Decoded> => {
    const dir = await mkdtemp(join(tmpdir(), 'vigila-wer-'));
    try {
      const input = join(dir, 'input.wav');
      const { samples } = await decodeMono(bytes, 16_000);
      await writeFile(input, encodeWav16(samples, 16_000));
      const args = ['-infile', input, '-hmm', model.acousticModelDir, '-time', 'yes', '-logfn', devNull];
      const { stdout } = await run(binary, [...args, ...extra], { maxBuffer: 16 * 1024 * 1024 });
      return {
        text: parseTimedWords(stdout)
          .map((w) => w.word)
          .join(' '),
        language: null,
      };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };

  return async (configuration: Configuration, bytes: Buffer, fileName: string): Promise<Decoded> => {
    switch (configuration) {
      case 'default-model':
        return cli(bytes, []);
      case 'domain-model':
        return cli(bytes, ['-lm', model.languageModelPath, '-dict', model.dictionaryPath]);
      case 'domain-model-primed':
        return product.transcribe({ bytes, contentType: 'audio/wav', fileName });
    }
  };
}
