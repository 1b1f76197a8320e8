import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SERVER_ROOT } from '../../server-root.ts';
import { buildArpaModel } from './arpa-model.ts';
import { domainSentences } from './domain-corpus.ts';
import { buildDictionary, parseCmuDictionary } from './pronunciations.ts';

/** What pocketsphinx_continuous needs: the acoustic model and our domain language model and dictionary. */
export interface DomainModel {
  acousticModelDir: string;
  languageModelPath: string;
  dictionaryPath: string;
  /** Corpus words without a pronunciation (left out of the model). */
  missingWords: string[];
}

/** Drug names and other domain words the CMU dictionary lacks. */
const DOMAIN_PRONUNCIATIONS = join(
  SERVER_ROOT,
  'src',
  'transcription',
  'pocketsphinx',
  'domain-pronunciations.dict',
);

/** The Debian pocketsphinx-en-us layout: <dir>/en-us (acoustic model) and <dir>/cmudict-en-us.dict. */
export async function buildDomainModelFiles(
  modelDir: string,
): Promise<{ languageModel: string; dictionary: string; missingWords: string[] }> {
  const cmu = parseCmuDictionary(await readFile(join(modelDir, 'cmudict-en-us.dict'), 'utf8'));
  const domain = parseCmuDictionary(await readFile(DOMAIN_PRONUNCIATIONS, 'utf8'));
  const sentences = domainSentences();
  const { text: dictionary, missing } = buildDictionary(sentences.flat(), [domain, cmu]);
  const unknown = new Set(missing);
  const usable = sentences.filter((sentence) => sentence.every((word) => !unknown.has(word)));
  return { languageModel: buildArpaModel(usable), dictionary, missingWords: missing };
}

async function writeOnce(path: string, content: string): Promise<void> {
  const existing = await readFile(path, 'utf8').catch(() => null);
  if (existing === content) return;
  const temporary = `${path}.${process.pid}.partial`;
  await writeFile(temporary, content);
  await rename(temporary, path); // atomic: a concurrent reader sees the old file or the new one
}

/**
 * Writes the domain model under `cacheDir`, named by its content hash, so processes share it and a vocabulary
 * change gets new files. Built in memory in well under a second; done once per process.
 */
export async function prepareDomainModel(modelDir: string, cacheDir: string): Promise<DomainModel> {
  const files = await buildDomainModelFiles(modelDir);
  const hash = createHash('sha256').update(files.languageModel).update(files.dictionary).digest('hex');
  const dir = join(cacheDir, hash.slice(0, 16));
  await mkdir(dir, { recursive: true });
  const languageModelPath = join(dir, 'domain.lm');
  const dictionaryPath = join(dir, 'domain.dict');
  await writeOnce(languageModelPath, files.languageModel);
  await writeOnce(dictionaryPath, files.dictionary);
  return {
    acousticModelDir: join(modelDir, 'en-us'),
    languageModelPath,
    dictionaryPath,
    missingWords: files.missingWords,
  };
}
