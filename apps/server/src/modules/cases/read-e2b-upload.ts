import type { FastifyRequest } from 'fastify';
import { E2B_IMPORT_MAX_BYTES } from '@vigila/domain';
import { AppError } from '../../http/app-error.ts';

export const E2B_UPLOAD_FIELD = 'file';

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

/**
 * The one file of a POST /cases/import. Busboy stops reading at 10 MB, so a 50 MB body is refused without being
 * buffered; the bytes are decoded as UTF-8 (E2B files are UTF-8; a BOM is skipped by the XML reader).
 */
export async function readUploadedE2b(request: FastifyRequest): Promise<string> {
  const part = await request
    .file({ limits: { fileSize: E2B_IMPORT_MAX_BYTES, files: 1 } })
    .catch((error: unknown) => {
      if (codeOf(error) === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return undefined;
      throw error;
    });
  if (!part || part.fieldname !== E2B_UPLOAD_FIELD) throw AppError.of('e2b_file_missing');
  try {
    return (await part.toBuffer()).toString('utf8');
  } catch (error) {
    if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') throw AppError.of('e2b_too_large');
    throw error;
  }
}
