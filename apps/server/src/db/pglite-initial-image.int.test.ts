import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { copyInitialImage } from './pglite-initial-image.ts';
import { writePgliteInitialImage } from './write-pglite-initial-image.ts';

describe('the empty-cluster image', () => {
  const folder = mkdtempSync(join(tmpdir(), 'vigila-image-'));
  const image = join(folder, 'initdb');
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('starts a new data directory from the image, migrates it, and reopens it without the image', async () => {
    await writePgliteInitialImage(image);
    expect(existsSync(join(image, 'PG_VERSION'))).toBe(true);
    const dataDir = join(folder, 'data');

    const first = await openDatabase({ kind: 'pglite', dataDir, initialImage: image });
    await first.db.execute(sql`insert into orgs (id, name) values ('org_image', 'Image Pharma')`);
    await first.close();
    // Initialised now: the image is never copied over it again.
    expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    expect(copyInitialImage(join(dataDir, 'pglite'), image)).toBe(false);
    expect(readdirSync(dataDir)).not.toContain('pglite.partial');

    const again = await openDatabase({ kind: 'pglite', dataDir, initialImage: image });
    const result: unknown = await again.db.execute(
      sql`select name, similarity('rash', 'rashes') > 0 as trigrams from orgs`,
    );
    expect((result as { rows: unknown[] }).rows).toEqual([{ name: 'Image Pharma', trigrams: true }]);
    await again.close();
  });

  it('replaces an empty cluster folder, or a copy cut off half-way, but never a folder with other files', () => {
    const empty = join(folder, 'empty', 'pglite');
    mkdirSync(empty, { recursive: true });
    mkdirSync(`${empty}.partial`);
    writeFileSync(join(`${empty}.partial`, 'half-copied'), '');
    expect(copyInitialImage(empty, image)).toBe(true);
    expect(existsSync(join(empty, 'PG_VERSION'))).toBe(true);
    expect(existsSync(`${empty}.partial`)).toBe(false);

    const foreign = join(folder, 'foreign', 'pglite');
    mkdirSync(foreign, { recursive: true });
    writeFileSync(join(foreign, 'notes.txt'), '');
    expect(copyInitialImage(foreign, image)).toBe(false);
  });

  it('is not used when it does not exist', () => {
    expect(copyInitialImage(join(folder, 'other', 'pglite'), join(folder, 'missing'))).toBe(false);
  });
});
