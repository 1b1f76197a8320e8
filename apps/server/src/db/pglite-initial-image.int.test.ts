import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { initialImageFor } from './pglite-initial-image.ts';
import { writePgliteInitialImage } from './write-pglite-initial-image.ts';

describe('the empty-cluster image', () => {
  const folder = mkdtempSync(join(tmpdir(), 'vigila-image-'));
  const image = join(folder, 'initdb.tar.gz');
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('starts a new data directory from the image, migrates it, and reopens it without the image', async () => {
    await writePgliteInitialImage(image);
    const dataDir = join(folder, 'data');
    expect(initialImageFor(join(dataDir, 'pglite'), image)).toBeInstanceOf(Blob);

    const first = await openDatabase({ kind: 'pglite', dataDir, initialImage: image });
    await first.db.execute(sql`insert into orgs (id, name) values ('org_image', 'Image Pharma')`);
    await first.close();
    // Initialised now: the image is never unpacked over it again.
    expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    expect(initialImageFor(join(dataDir, 'pglite'), image)).toBeUndefined();

    const again = await openDatabase({ kind: 'pglite', dataDir, initialImage: image });
    const result: unknown = await again.db.execute(
      sql`select name, similarity('rash', 'rashes') > 0 as trigrams from orgs`,
    );
    expect((result as { rows: unknown[] }).rows).toEqual([{ name: 'Image Pharma', trigrams: true }]);
    await again.close();
  });

  it('is not used when it does not exist', () => {
    expect(initialImageFor(join(folder, 'other'), join(folder, 'missing.tar.gz'))).toBeUndefined();
  });
});
