import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { findExecutable } from '../../apps/server/src/transcription/pocketsphinx/find-executable.ts';
import { REPO_ROOT, writeResult } from '../lib/results.ts';
import { CONFIGURATIONS, createDecoders, DESCRIPTIONS } from './decoders.ts';
import { normaliseWords, pooledWer, wordEdits, type WerTally } from './word-error-rate.ts';

const run = promisify(execFile);
const MODEL_DIR = process.env.POCKETSPHINX_MODEL_DIR ?? '/usr/share/pocketsphinx/model/en-us';
/** The shared reference calls: WAV files with the exact spoken text beside them (.txt). */
const AUDIO_DIR = process.env.VIGILA_AUDIO_DIR ?? resolve(REPO_ROOT, '../shared/data/audio');

interface Sample {
  name: string;
  language: string;
  reference: string;
  bytes: Buffer;
}

function referenceCalls(): Sample[] {
  return readdirSync(AUDIO_DIR)
    .filter((file) => file.endsWith('.wav') && existsSync(join(AUDIO_DIR, file.replace(/\.wav$/, '.txt'))))
    .sort()
    .map((file) => ({
      name: file,
      language: /-(en|es)-/.exec(file)?.[1] ?? 'unknown',
      reference: readFileSync(join(AUDIO_DIR, file.replace(/\.wav$/, '.txt')), 'utf8').trim(),
      bytes: readFileSync(join(AUDIO_DIR, file)),
    }));
}

/** The held-out calls, spoken by espeak-ng (en-us) like the reference set; none when it is not installed. */
async function heldOutCalls(): Promise<Sample[]> {
  const espeak = findExecutable('espeak-ng');
  if (!espeak) return [];
  const lines = readFileSync(new URL('./held-out-calls.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'));
  const dir = await mkdtemp(join(tmpdir(), 'vigila-held-out-'));
  try {
    const samples: Sample[] = [];
    for (const [index, reference] of lines.entries()) {
      const path = join(dir, `held-out-${index + 1}.wav`);
      await run(espeak, ['-v', 'en-us', '-w', path, reference]);
      samples.push({ name: basename(path), language: 'en', reference, bytes: await readFile(path) });
    }
    return samples;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function score(decode: Awaited<ReturnType<typeof createDecoders>>, samples: Sample[]) {
  const results: Record<string, unknown> = {};
  for (const configuration of CONFIGURATIONS) {
    const files = [];
    const tallies: Record<string, WerTally[]> = {};
    for (const sample of samples) {
      const started = performance.now();
      const decoded = await decode(configuration, sample.bytes, sample.name);
      const reference = normaliseWords(sample.reference);
      const tally = {
        edits: wordEdits(reference, normaliseWords(decoded.text)),
        referenceWords: reference.length,
      };
      (tallies[sample.language] ??= []).push(tally);
      files.push({
        file: sample.name,
        spokenLanguage: sample.language,
        wer: pooledWer([tally]),
        ...(configuration === 'domain-model-primed' ? { reportedLanguage: decoded.language } : {}),
        decodeSeconds: Math.round(performance.now() - started) / 1000,
        hypothesis: decoded.text,
      });
    }
    const werByLanguage = Object.fromEntries(
      Object.entries(tallies).map(([lang, t]) => [lang, pooledWer(t)]),
    );
    results[configuration] = { description: DESCRIPTIONS[configuration], werByLanguage, files };
  }
  return results;
}

/** Word error rate of the embedded pocketsphinx transcriber on the reference calls (and held-out calls). */
export async function benchTranscriptionWer(): Promise<string> {
  const binary = findExecutable(process.env.POCKETSPHINX_BIN ?? 'pocketsphinx_continuous');
  if (!binary || !existsSync(join(MODEL_DIR, 'cmudict-en-us.dict'))) {
    return writeResult('transcription-wer', {
      skipped:
        'pocketsphinx and pocketsphinx-en-us are not installed (apt-get install pocketsphinx pocketsphinx-en-us)',
    });
  }
  const decode = await createDecoders(binary, MODEL_DIR, join(tmpdir(), 'vigila-pocketsphinx'));
  const heldOut = await heldOutCalls();
  return writeResult('transcription-wer', {
    description:
      'Word error rate (edits / reference words, pooled per spoken language) of pocketsphinx on synthetic calls. ' +
      'The engine is English-only: Spanish figures show what it makes of Spanish, and the language it reports.',
    engine: { binary, modelDir: MODEL_DIR },
    referenceSet: { dir: AUDIO_DIR, results: await score(decode, referenceCalls()) },
    heldOutSet:
      heldOut.length > 0
        ? {
            source: 'bench/recordings/held-out-calls.txt via espeak-ng -v en-us',
            results: await score(decode, heldOut),
          }
        : { skipped: 'espeak-ng is not installed' },
    caveats: [
      'All audio is synthetic (espeak-ng), clean and read at a steady pace; real phone calls will score worse.',
      'The domain corpus was written knowing the kind of calls in the reference set, so its figures are optimistic; ' +
        'the held-out calls were written afterwards and never used to tune the corpus.',
    ],
  });
}
