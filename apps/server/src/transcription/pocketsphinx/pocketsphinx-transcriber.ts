import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { devNull, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { decodeMono, NotAudioError } from '../audio/decode-audio.ts';
import { concatSamples, encodeWav16 } from '../audio/pcm.ts';
import { Resampler } from '../audio/resampler.ts';
import { TranscriptionError, type Transcriber, type TranscriptionAudio } from '../transcriber.ts';
import { meanConfidence, parseTimedWords } from './decoder-output.ts';
import { prepareDomainModel, type DomainModel } from './domain-model.ts';

const run = promisify(execFile);

export interface PocketsphinxOptions {
  /** Absolute path of pocketsphinx_continuous. */
  binary: string;
  /** The Debian pocketsphinx-en-us model directory (acoustic model en-us/ and cmudict-en-us.dict). */
  modelDir: string;
  /** Where the generated domain language model is written. */
  cacheDir: string;
}

/** The en-us acoustic model is trained on 16 kHz speech. */
const RATE = 16_000;
/**
 * The decoder estimates its cepstral mean as it goes, so the first seconds of a file come out as nonsense
 * ("hello I am calling" → "our arm are"). Decoding the first seconds once more in front of the recording, then
 * dropping what was heard there, primes the estimate: word error rate 0.55 → 0.17 on the reference calls,
 * 0.69 → 0.61 on held-out ones (bench/results/transcription-wer.json).
 */
const PRIMER_SECONDS = 10;
const GAP_SECONDS = 1;
/**
 * The model knows only English, so it cannot name the language it hears; all it can say is how sure it is of
 * its English words. It claims 'en' only above this mean word confidence and reports 'und' (undetermined)
 * below, keeping the words either way. Measured (bench/results/transcription-wer.json): the Spanish reference
 * calls score 0.37–0.46, the English ones 0.66–0.80 — but English held-out calls with words outside the domain
 * model score 0.35–0.73, so 'und' also marks many English calls that were transcribed poorly. Never 'es'.
 */
const ENGLISH_MIN_CONFIDENCE = 0.6;

async function monoSamples(audio: TranscriptionAudio): Promise<Float32Array> {
  if (audio.pcm) {
    if (audio.pcm.sampleRate === RATE) return audio.pcm.samples;
    const resampler = new Resampler(audio.pcm.sampleRate, RATE);
    return concatSamples([resampler.push(audio.pcm.samples), resampler.flush()]);
  }
  try {
    return (await decodeMono(audio.bytes, RATE)).samples;
  } catch (error) {
    if (error instanceof NotAudioError) {
      throw new TranscriptionError('The recording could not be decoded', { retryable: false, cause: error });
    }
    throw error;
  }
}

function primed(samples: Float32Array): { input: Float32Array; offsetSeconds: number } {
  const primer = samples.subarray(0, PRIMER_SECONDS * RATE);
  const gap = new Float32Array(GAP_SECONDS * RATE);
  return { input: concatSamples([primer, gap, samples]), offsetSeconds: (primer.length + gap.length) / RATE };
}

async function decode(options: PocketsphinxOptions, model: DomainModel, wav: Buffer, seconds: number) {
  const dir = await mkdtemp(join(tmpdir(), 'vigila-asr-'));
  try {
    const input = join(dir, 'input.wav');
    await writeFile(input, wav);
    const args = ['-infile', input, '-hmm', model.acousticModelDir, '-lm', model.languageModelPath];
    args.push('-dict', model.dictionaryPath, '-time', 'yes', '-logfn', devNull);
    const { stdout } = await run(options.binary, args, {
      timeout: Math.max(120, seconds * 3) * 1000, // ~0.2× real time here; generous for slow machines
      killSignal: 'SIGKILL',
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    throw new TranscriptionError('The embedded transcriber (pocketsphinx) failed', {
      retryable: true,
      cause: error,
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * English transcription with the Debian pocketsphinx CLI and a domain language model of drug and reaction
 * words (domain-corpus.ts), which turns the default model's unrelated words into usable transcripts.
 */
export function createPocketsphinxTranscriber(options: PocketsphinxOptions): Transcriber {
  let model: Promise<DomainModel> | null = null;
  const loadModel = () =>
    (model ??= prepareDomainModel(options.modelDir, options.cacheDir).catch((error: unknown) => {
      model = null; // try again on the next recording (e.g. after the package is reinstalled)
      throw new TranscriptionError('The pocketsphinx English model could not be loaded', {
        retryable: false,
        cause: error,
      });
    }));

  return {
    name: 'pocketsphinx',
    // Debian's acoustic and language models are US English only: a Spanish call became unrelated English words.
    languages: ['en'],
    async transcribe(audio) {
      const samples = await monoSamples(audio);
      if (samples.length === 0) return { text: '', language: null };
      const { input, offsetSeconds } = primed(samples);
      const output = await decode(options, await loadModel(), encodeWav16(input, RATE), input.length / RATE);
      const words = parseTimedWords(output).filter((word) => word.start >= offsetSeconds - 0.05);
      if (words.length === 0) return { text: '', language: null };
      const english = meanConfidence(words) >= ENGLISH_MIN_CONFIDENCE;
      return { text: words.map((word) => word.word).join(' '), language: english ? 'en' : 'und' };
    },
  };
}
