import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import { verifyBlobSignature } from '../../storage/signed-url.ts';
import { findBlobOwner } from './items.repository.ts';

export interface SignedFileDeps {
  db: Db;
  blobStore: BlobStore;
  blobSigningSecret: Buffer;
}

const DEFAULT_CONTENT_TYPE: Record<string, string> = { email: 'message/rfc822' };

/**
 * The stored file a signed link names, for GET /files: not caller-scoped (public route — the signature is the
 * authorisation), so it takes `(deps, input)`. 403 for a bad or expired signature, 404 when no item owns the blob
 * or the bytes are gone. The content type is the one stored on the owning item (data.content_type).
 */
export async function openSignedFile(
  deps: SignedFileDeps,
  link: { key: string; expires: number; sig: string },
): Promise<{ size: number; contentType: string }> {
  if (!verifyBlobSignature({ secret: deps.blobSigningSecret, ...link })) {
    throw AppError.of('file_link_invalid');
  }
  const owner = await findBlobOwner(deps.db, link.key);
  const size = owner ? await deps.blobStore.size(link.key).catch(() => null) : null;
  if (!owner || size === null) throw AppError.of('file_not_found');
  return {
    size,
    contentType: owner.contentType ?? DEFAULT_CONTENT_TYPE[owner.source] ?? 'application/octet-stream',
  };
}
