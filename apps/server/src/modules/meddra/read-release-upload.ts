import { MEDDRA_FILES, meddraFileField, type MeddraFileName } from '@vigila/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { refuseUnstorablePart } from '../../http/storable-text.ts';
import type { ReleaseUpload } from './meddra.service.ts';

/** The largest file accepted: a real llt.asc is under 10 MB, mdhier.asc less. */
export const MAX_MEDDRA_FILE_BYTES = 50 * 1024 * 1024;
export const MEDDRA_UPLOAD_LIMITS = {
  fileSize: MAX_MEDDRA_FILE_BYTES,
  files: MEDDRA_FILES.length,
  fields: 2,
} as const;

const FILE_BY_FIELD = new Map<string, MeddraFileName>(
  MEDDRA_FILES.map((file) => [meddraFileField(file), file]),
);

/** A FastifyError code of @fastify/multipart. */
const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

/**
 * The parts of POST /meddra/releases: files in the fields `llt`, `pt`, `hlt`, `hlgt`, `soc`, `mdhier`, and the
 * text fields `version` and `language`. Unknown file fields are drained and ignored; a missing file is named by
 * the parser.
 */
export async function readReleaseUpload(request: FastifyRequest): Promise<ReleaseUpload> {
  const upload: ReleaseUpload = { fields: {}, files: {} };
  try {
    for await (const part of request.parts({ limits: MEDDRA_UPLOAD_LIMITS })) {
      refuseUnstorablePart(part); // the version and language are stored (http/storable-text.ts)
      if (part.type === 'field') {
        upload.fields[part.fieldname] = String(part.value);
        continue;
      }
      const file = FILE_BY_FIELD.get(part.fieldname);
      if (!file) {
        part.file.resume(); // drain it, so the next part can be read
        continue;
      }
      upload.files[file] = await part.toBuffer();
    }
  } catch (error) {
    const code = codeOf(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw AppError.of('meddra_release_too_large', { cause: error });
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new AppError('validation', 'Send the six MedDRA files as multipart/form-data', { cause: error });
    }
    throw error;
  }
  return upload;
}
