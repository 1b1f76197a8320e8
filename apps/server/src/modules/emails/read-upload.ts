import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { refuseUnstorablePart } from '../../http/storable-text.ts';
import { isEmlFileName } from './emails.service.ts';

/** The largest .eml accepted: well above real messages with attachments (providers cap at 20–35 MB). */
export const MAX_EMAIL_BYTES = 25 * 1024 * 1024;
export const UPLOAD_FIELD = 'email';

/** A FastifyError code of @fastify/multipart. */
const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

/**
 * The one file of a POST /email/upload (SPEC §7.2: form field `email`). The name is checked before the bytes are
 * read, so a large non-.eml file is refused without being buffered.
 */
export async function readUploadedEmail(
  request: FastifyRequest,
): Promise<{ fileName: string; bytes: Buffer } | { tooLarge: true }> {
  const part = await request
    .file({ limits: { fileSize: MAX_EMAIL_BYTES, files: 1 } })
    .catch((error: unknown) => {
      if (codeOf(error) === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return undefined;
      throw error;
    });
  if (!part || part.fieldname !== UPLOAD_FIELD) {
    throw AppError.of('eml_field_missing');
  }
  refuseUnstorablePart(part); // a NUL in the file name would reach the database (http/storable-text.ts)
  if (!isEmlFileName(part.filename)) {
    part.file.resume(); // drain it, so the connection can answer
    throw AppError.of('only_eml_files');
  }
  try {
    return { fileName: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') return { tooLarge: true };
    throw error;
  }
}
