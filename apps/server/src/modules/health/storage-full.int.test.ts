import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskBlobStore } from '../../storage/blob-store.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startMemberApp, type MemberApp } from '../../test/member-app.ts';
import { multipartFile } from '../../test/multipart.ts';

const kinds = await testDatabaseKinds();

const STORAGE_FULL = {
  error: "The server's storage is full: the file was not saved. Ask your administrator to free space.",
  code: 'storage_full',
};

/** A disk whose writes fail like a full one (ENOSPC after writing half the file) while `full` is set. */
function fillableDisk() {
  const disk = {
    full: false,
    async writeFile(path: string, bytes: Buffer) {
      if (!disk.full) return writeFile(path, bytes);
      await writeFile(path, bytes.subarray(0, bytes.length >> 1));
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    },
    statfs: () => Promise.resolve({ bavail: 1e9, bsize: 4096 }),
  };
  return disk;
}

const eml = (n: number) =>
  Buffer.from(`From: ana@example.test\r\nSubject: Rash ${n}\r\n\r\nI got a rash (${n}).\r\n`);
const wav = readFileSync(new URL('../../test/fixtures/audio/call-en-adr.wav', import.meta.url));

describe.each(kinds)('a full disk on %s', (kind) => {
  let m: MemberApp;
  const root = mkdtempSync(join(tmpdir(), 'vigila-full-disk-'));
  const disk = fillableDisk();

  beforeAll(async () => {
    m = await startMemberApp(kind, { workers: false, blobStore: createDiskBlobStore(root, disk) });
  }, 60_000);
  afterAll(() => m.t.close());

  const upload = (url: string, field: string, fileName: string, bytes: Buffer, type: string) => {
    const { payload, headers } = multipartFile(field, fileName, bytes, type);
    return m.t.app.inject({ method: 'POST', url, headers: { ...headers, ...m.auth(m.member) }, payload });
  };
  const uploadEmail = (n: number) =>
    upload('/api/email/upload', 'email', `r${n}.eml`, eml(n), 'message/rfc822');
  const ready = () => m.t.app.inject({ method: 'GET', url: '/api/ready' });
  const files = () => readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());

  it('answers 507 storage_full, keeps no partial file, and is not ready until the disk takes writes again', async () => {
    expect((await ready()).statusCode).toBe(200);
    disk.full = true;

    for (let n = 0; n < 30; n += 1) {
      const response = await uploadEmail(n);
      expect(response.statusCode).toBe(507);
      expect(response.json()).toEqual(STORAGE_FULL);
    }
    const recording = await upload('/api/recordings/upload', 'audio', 'call.wav', wav, 'audio/wav');
    expect(recording.statusCode).toBe(507);
    expect(recording.json()).toEqual(STORAGE_FULL);
    expect(files()).toEqual([]); // no orphaned *.partial
    const emails = await m.call('GET', '/api/emails', m.member);
    expect(emails.json<{ data: unknown[] }>().data).toEqual([]);

    const notReady = await ready();
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toEqual({
      error: 'The server’s storage is full or nearly full: uploads cannot be saved',
      code: 'storage_not_ready',
    });

    disk.full = false; // space was freed
    expect((await ready()).statusCode).toBe(200);
    expect((await uploadEmail(99)).statusCode).toBe(200);
    expect(files().map((e) => e.name)).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
  }, 60_000);
});
