import type { FastifyRequest } from 'fastify';
import { CALL_LANGUAGES } from '@vigila/domain';
import { AppError } from '../../http/app-error.ts';
import { refuseUnstorablePart } from '../../http/storable-text.ts';
import { claimsToBeAudio } from './audio-file.ts';

/** The largest recording accepted: hours of compressed call audio. */
export const MAX_RECORDING_BYTES = 200 * 1024 * 1024;
/** SPEC §7.2: POST /recordings/upload, form field `audio`. */
export const UPLOAD_FIELD = 'audio';

export interface UploadedAudio {
  fileName: string;
  contentType: string;
  bytes: Buffer;
  /** The call's language as the uploader gave it (form field `language`, before the file), or null: not said. */
  language: string | null;
}

/** The `language` field sent before the file, when it names a known language. */
function languageOf(fields: Record<string, unknown>): string | null {
  const field = fields.language;
  const value =
    typeof field === 'object' && field !== null && 'value' in field && typeof field.value === 'string'
      ? field.value.trim().toLowerCase()
      : '';
  if (value === '' || value === 'auto') return null;
  if (!(CALL_LANGUAGES as readonly string[]).includes(value)) throw AppError.of('recording_language_unknown');
  return value;
}

/** A FastifyError code of @fastify/multipart. */
const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

/**
 * The one file of the request. Its name and type are checked before the bytes are read, so a large file that
 * does not even claim to be audio is refused without being buffered; the bytes are checked by decoding later.
 */
export async function readAudioUpload(request: FastifyRequest): Promise<UploadedAudio | { tooLarge: true }> {
  const part = await request
    .file({ limits: { fileSize: MAX_RECORDING_BYTES, files: 1 } })
    .catch((error: unknown) => {
      if (codeOf(error) === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return undefined;
      throw error;
    });
  if (!part || part.fieldname !== UPLOAD_FIELD) {
    throw AppError.of('audio_field_missing');
  }
  refuseUnstorablePart(part); // a NUL in the file name would reach the database (http/storable-text.ts)
  if (!claimsToBeAudio(part.filename, part.mimetype)) {
    part.file.resume(); // drain it, so the connection can answer
    throw AppError.of('only_audio_files');
  }
  let language: string | null;
  try {
    language = languageOf(part.fields);
  } catch (error) {
    part.file.resume();
    throw error;
  }
  try {
    return { fileName: part.filename, contentType: part.mimetype, bytes: await part.toBuffer(), language };
  } catch (error) {
    if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') return { tooLarge: true };
    throw error;
  }
}
