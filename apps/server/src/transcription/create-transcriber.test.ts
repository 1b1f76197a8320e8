import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTranscriber } from './create-transcriber.ts';
import { NO_TRANSCRIPTION_ENGINE_MESSAGE, TranscriptionError } from './transcriber.ts';

/** A pocketsphinx installation in a temporary directory: an executable and the en-us model layout. */
function fakeInstallation(options: { model: boolean }) {
  const dir = mkdtempSync(join(tmpdir(), 'vigila-fake-sphinx-'));
  const binary = join(dir, 'pocketsphinx_continuous');
  writeFileSync(binary, '#!/bin/sh\nexit 0\n');
  chmodSync(binary, 0o755);
  const modelDir = join(dir, 'model');
  if (options.model) {
    mkdirSync(join(modelDir, 'en-us'), { recursive: true });
    writeFileSync(join(modelDir, 'en-us', 'mdef'), '');
    writeFileSync(join(modelDir, 'cmudict-en-us.dict'), '');
  }
  return { binary, modelDir };
}

const configWith = (env: Record<string, string>) =>
  loadConfig({ OIDC_ISSUER: 'https://issuer.test', ...env });
const missingBinary = { POCKETSPHINX_BIN: '/nonexistent/pocketsphinx_continuous' };

describe('createTranscriber', () => {
  it('auto: whisper when WHISPER_BASE_URL is set, even with pocketsphinx installed', () => {
    const sphinx = fakeInstallation({ model: true });
    const config = configWith({
      WHISPER_BASE_URL: 'http://127.0.0.1:9/v1',
      POCKETSPHINX_BIN: sphinx.binary,
      POCKETSPHINX_MODEL_DIR: sphinx.modelDir,
    });
    expect(createTranscriber(config).name).toBe('whisper');
  });

  it('auto: pocketsphinx when its binary (absolute or on PATH) and English model are installed', () => {
    const sphinx = fakeInstallation({ model: true });
    const absolute = configWith({ POCKETSPHINX_BIN: sphinx.binary, POCKETSPHINX_MODEL_DIR: sphinx.modelDir });
    expect(createTranscriber(absolute).name).toBe('pocketsphinx');
    const onPath = configWith({
      POCKETSPHINX_BIN: 'pocketsphinx_continuous',
      POCKETSPHINX_MODEL_DIR: sphinx.modelDir,
    });
    const path = process.env.PATH;
    process.env.PATH = join(sphinx.binary, '..');
    try {
      expect(createTranscriber(onPath).name).toBe('pocketsphinx');
    } finally {
      process.env.PATH = path;
    }
  });

  it('auto: none without whisper and without a complete pocketsphinx; none fails with what to set', async () => {
    const noModel = fakeInstallation({ model: false });
    const configs = [
      configWith(missingBinary),
      configWith({ POCKETSPHINX_BIN: noModel.binary, POCKETSPHINX_MODEL_DIR: noModel.modelDir }),
      configWith({ TRANSCRIBER: 'none', WHISPER_BASE_URL: 'http://127.0.0.1:9/v1' }),
    ];
    for (const config of configs) {
      const transcriber = createTranscriber(config);
      expect(transcriber.name).toBe('none');
      const error = await transcriber
        .transcribe({ bytes: Buffer.alloc(0), contentType: 'audio/wav', fileName: 'x.wav' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TranscriptionError);
      expect(error).toMatchObject({ message: NO_TRANSCRIPTION_ENGINE_MESSAGE, retryable: false });
    }
  });

  it('refuses to start with an engine named but not usable', () => {
    expect(() => createTranscriber(configWith({ TRANSCRIBER: 'whisper' }))).toThrow(
      'TRANSCRIBER=whisper needs WHISPER_BASE_URL',
    );
    expect(() => createTranscriber(configWith({ TRANSCRIBER: 'pocketsphinx', ...missingBinary }))).toThrow(
      /apt-get install pocketsphinx pocketsphinx-en-us/,
    );
  });
});
