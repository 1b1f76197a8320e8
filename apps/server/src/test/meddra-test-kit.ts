import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { MEDDRA_FILES, meddraFileField, type MeddraFileName } from '@vigila/domain';

export type ReleaseFiles = Record<MeddraFileName, string>;

/** The synthetic release of test/fixtures/meddra-synthetic (not MedDRA content) in one language. */
export function syntheticRelease(language: 'en' | 'es'): ReleaseFiles {
  return Object.fromEntries(
    MEDDRA_FILES.map((file) => [
      file,
      readFileSync(new URL(`./fixtures/meddra-synthetic/${language}/${file}`, import.meta.url), 'utf8'),
    ]),
  ) as ReleaseFiles;
}

/** A multipart body with the release's files (fields llt, pt, …) and the text fields, as the Settings panel sends. */
export function releaseUploadBody(
  files: Partial<ReleaseFiles>,
  fields: Record<string, string>,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----VigilaMeddra${randomUUID().replaceAll('-', '')}`;
  const parts = [
    ...Object.entries(fields).map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
    ...Object.entries(files).map(
      ([file, text]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${meddraFileField(file as MeddraFileName)}"; ` +
        `filename="${file}"\r\nContent-Type: text/plain\r\n\r\n${text}\r\n`,
    ),
  ];
  return {
    payload: Buffer.concat([
      ...parts.map((part) => Buffer.from(part, 'utf8')),
      Buffer.from(`--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
