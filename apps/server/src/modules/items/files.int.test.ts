import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signBlobUrl } from '../../storage/signed-url.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildOrg } from '../../test/factories.ts';
import { buildItem } from '../../test/item-factory.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

const kinds = await testDatabaseKinds();
const AUDIO = Buffer.from('RIFF0123456789abcdefWAVE');

describe.each(kinds)('signed file links on %s', (kind) => {
  let t: TestApp;
  let key: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { workers: false });
    const org = await buildOrg(t.database.db);
    key = (
      await t.services.blobStore.put({
        orgId: org.id,
        kind: 'recording',
        bytes: AUDIO,
        contentType: 'audio/wav',
      })
    ).key;
    await buildItem(t.database.db, {
      orgId: org.id,
      source: 'recording',
      data: { blob_key: key, content_type: 'audio/wav' },
    });
  });
  afterAll(() => t.close());

  const link = (options: { key?: string; now?: Date; ttlSeconds?: number } = {}) => {
    const { url } = signBlobUrl({
      secret: t.services.blobSigningSecret,
      baseUrl: 'http://x',
      key: options.key ?? key,
      ...(options.now ? { now: options.now } : {}),
      ...(options.ttlSeconds ? { ttlSeconds: options.ttlSeconds } : {}),
    });
    return url.replace('http://x', '');
  };
  const fetchFile = (url: string, range?: string) =>
    t.app.inject({ method: 'GET', url, headers: range ? { range } : {} });

  it('streams the file with its stored content type, without a bearer token', async () => {
    const response = await fetchFile(link());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/wav');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-length']).toBe(String(AUDIO.length));
    expect(response.rawPayload.equals(AUDIO)).toBe(true);
  });

  it('answers byte ranges with 206 and refuses one past the end with 416', async () => {
    const partial = await fetchFile(link(), 'bytes=4-7');
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toBe(`bytes 4-7/${AUDIO.length}`);
    expect(partial.body).toBe('0123');
    const tail = await fetchFile(link(), 'bytes=-4');
    expect([tail.statusCode, tail.body]).toEqual([206, 'WAVE']);
    const beyond = await fetchFile(link(), `bytes=${AUDIO.length}-`);
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${AUDIO.length}`);
  });

  it('refuses a tampered, expired or malformed link, and a signed key no item owns', async () => {
    const tampered = link().replace(/sig=[^&]+/, 'sig=AAAA');
    expect([(await fetchFile(tampered)).statusCode, (await fetchFile(tampered)).json()]).toEqual([
      403,
      { error: 'This link is invalid or has expired', code: 'file_link_invalid' },
    ]);
    const expired = link({ now: new Date(Date.now() - 3_600_000), ttlSeconds: 60 });
    expect((await fetchFile(expired)).statusCode).toBe(403);
    const otherKey = link().replace(
      encodeURIComponent(key),
      encodeURIComponent(`${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`),
    );
    expect((await fetchFile(otherKey)).statusCode).toBe(403); // the signature covers the key
    expect((await fetchFile('/files?key=a')).statusCode).toBe(400);
    const unowned = link({ key: 'org-x/recording/00000000-0000-0000-0000-000000000000' });
    expect([(await fetchFile(unowned)).statusCode, (await fetchFile(unowned)).json()]).toEqual([
      404,
      { error: 'File not found', code: 'file_not_found' },
    ]);
  });
});
