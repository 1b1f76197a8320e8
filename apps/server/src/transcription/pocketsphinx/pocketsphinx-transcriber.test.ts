import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TranscriptionError } from '../transcriber.ts';
import { createPocketsphinxTranscriber } from './pocketsphinx-transcriber.ts';

/**
 * A stand-in for pocketsphinx_continuous that records its arguments and prints the given `-time yes` output,
 * with a one-line dictionary, so the transcriber's own work (priming, filtering, language) can be checked.
 */
function fakeDecoder(output: string, exitCode = 0) {
  const dir = mkdtempSync(join(tmpdir(), 'vigila-fake-decoder-'));
  const binary = join(dir, 'pocketsphinx_continuous');
  const argsFile = join(dir, 'args');
  writeFileSync(join(dir, 'output'), output);
  writeFileSync(
    binary,
    `#!/bin/sh\necho "$@" > '${argsFile}'\ncat '${join(dir, 'output')}'\nexit ${exitCode}\n`,
  );
  chmodSync(binary, 0o755);
  const modelDir = join(dir, 'model');
  mkdirSync(join(modelDir, 'en-us'), { recursive: true });
  writeFileSync(join(modelDir, 'cmudict-en-us.dict'), '');
  const transcriber = createPocketsphinxTranscriber({ binary, modelDir, cacheDir: join(dir, 'cache') });
  return { transcriber, args: () => readFileSync(argsFile, 'utf8').trim().split(' ') };
}

// 3 s of audio: the decoder hears a 3 s primer, 1 s of silence, then the recording from 4 s on.
const audio = {
  bytes: Buffer.alloc(0),
  contentType: 'audio/wav',
  fileName: 'call.wav',
  pcm: { samples: new Float32Array(3 * 16_000), sampleRate: 16_000 },
};
const line = (word: string, start: number, confidence: number) =>
  `${word} ${start.toFixed(3)} ${(start + 0.2).toFixed(3)} ${confidence.toFixed(6)}`;

describe('pocketsphinx transcriber (with a stand-in decoder)', () => {
  it('drops what it heard in the primer and reports English when the words are confident', async () => {
    const output = [
      'our arm', // the hypothesis line of the primer utterance
      line('our', 0.1, 0.3),
      line('arm', 0.5, 0.3),
      'hello she has a rash',
      line('<s>', 4.0, 1),
      line('hello', 4.1, 0.9),
      line('she', 4.5, 0.8),
      line('has(2)', 4.8, 0.9),
      line('a', 5.0, 0.6),
      line('rash', 5.2, 0.95),
      line('</s>', 5.5, 1),
    ].join('\n');
    const { transcriber, args } = fakeDecoder(output);
    expect(await transcriber.transcribe(audio)).toEqual({ text: 'hello she has a rash', language: 'en' });
    const argv = args();
    expect(argv).toEqual(expect.arrayContaining(['-time', 'yes', '-infile', '-hmm', '-lm', '-dict']));
    expect(argv[argv.indexOf('-lm') + 1]).toMatch(/domain\.lm$/);
  });

  it('keeps unsure words but calls the language undetermined, not English', async () => {
    const output = [line('we', 4.1, 0.3), line('are', 4.4, 0.5), line('op', 4.7, 0.4)].join('\n');
    const { transcriber } = fakeDecoder(output);
    expect(await transcriber.transcribe(audio)).toEqual({ text: 'we are op', language: 'und' });
  });

  it('answers empty text for silence, and a retryable error when the decoder fails', async () => {
    expect(await fakeDecoder('').transcriber.transcribe(audio)).toEqual({ text: '', language: null });
    const error = await fakeDecoder('', 3)
      .transcriber.transcribe(audio)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TranscriptionError);
    expect(error).toMatchObject({
      retryable: true,
      message: 'The embedded transcriber (pocketsphinx) failed',
    });
  });

  it('refuses bytes that do not decode, for good', async () => {
    const { transcriber } = fakeDecoder('');
    const error = await transcriber
      .transcribe({ bytes: Buffer.from('text'), contentType: 'audio/wav', fileName: 'x.wav' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ retryable: false, message: 'The recording could not be decoded' });
  });
});
