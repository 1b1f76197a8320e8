import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { createDiskBlobStore } from './blob-store.ts';

describe('disk blob store', () => {
  it('stores, reads, measures and removes a file', async () => {
    const store = createDiskBlobStore(mkdtempSync(join(tmpdir(), 'vigila-blobs-')));
    const blob = await store.put({
      orgId: 'Org_1',
      kind: 'email',
      bytes: Buffer.from('hello'),
      contentType: 'x',
    });
    expect(blob.key).toMatch(/^org-1\/email\//);
    expect(blob.size).toBe(5);
    expect(await text(await store.read(blob.key))).toBe('hello');
    expect(await store.size(blob.key)).toBe(5);
    await store.remove(blob.key);
    await expect(store.size(blob.key)).rejects.toThrow();
  });

  it('rejects keys that could escape the store', async () => {
    const store = createDiskBlobStore(mkdtempSync(join(tmpdir(), 'vigila-blobs-')));
    await expect(store.size('../../etc/passwd')).rejects.toThrow(/Invalid blob key/);
  });
});
