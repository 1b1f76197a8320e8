import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test/databases.ts';
import { hostileEmails, hostileRecordings, type HostileFile } from '../test/hostile-uploads.ts';
import { startHealthProbe } from '../test/health-probe.ts';
import { startMemberApp, type MemberApp } from '../test/member-app.ts';
import { multipartFile } from '../test/multipart.ts';

const kinds = await testDatabaseKinds();

/** Why an answer is not acceptable for a hostile file (a 5xx, a 4xx without a code), or undefined. */
function problemOf(response: LightMyRequestResponse): string | undefined {
  const shown = `${response.statusCode} ${response.body.slice(0, 200)}`;
  if (response.statusCode >= 500) return shown;
  if (response.statusCode >= 400) {
    const body = response.json<{ error?: unknown; code?: unknown }>();
    return typeof body.error === 'string' && typeof body.code === 'string' ? undefined : shown;
  }
  return response.statusCode === 200 ? undefined : shown;
}

describe.each(kinds)('hostile uploads on %s', (kind) => {
  let m: MemberApp;

  beforeAll(async () => {
    // No job workers: the analysis of what was accepted is not what this test measures.
    m = await startMemberApp(kind, { workers: false });
    // The file threads start on the first file (about a second): that start is not a hostile file's cost.
    await upload('/api/email/upload', 'email', 'message/rfc822', {
      name: 'warm-up',
      fileName: 'warm.eml',
      bytes: Buffer.from('From: a@example.test\r\nSubject: Warm\r\n\r\nhello\r\n'),
    });
  }, 120_000);
  afterAll(() => m.t.close());

  function upload(url: string, field: string, type: string, file: HostileFile) {
    const { payload, headers } = multipartFile(field, file.fileName, file.bytes, type);
    return m.t.app.inject({ method: 'POST', url, headers: { ...headers, ...m.auth(m.member) }, payload });
  }

  async function fire(url: string, field: string, type: string, files: HostileFile[]) {
    const problems: string[] = [];
    const answers: { file: HostileFile; response: LightMyRequestResponse }[] = [];
    // GET /api/health over real HTTP all along: the server must keep answering it (how fast is a benchmark's
    // figure, bench/review/hostile-uploads.ts: a wall-clock bound here failed whenever the machine was busy).
    const probe = await startHealthProbe(m.t.app, { everyMs: 10 });
    for (const file of files) {
      const response = await upload(url, field, type, file);
      answers.push({ file, response });
      const problem = problemOf(response);
      if (problem) problems.push(`${file.name} → ${problem}`);
    }
    const health = await probe.stop();
    expect(problems).toEqual([]);
    return { health, answers };
  }

  it('e-mails: deep HTML, broken and abysmal MIME, giant headers, bombs — kept with their text or refused, the server answering throughout', async () => {
    const { health, answers } = await fire('/api/email/upload', 'email', 'message/rfc822', hostileEmails());
    for (const { file, response } of answers) {
      if (!file.keeps) continue;
      expect(response.statusCode, file.name).toBe(200);
      const { id } = response.json<{ id: string }>();
      const email = await m.call('GET', `/api/emails/${id}`, m.member);
      expect(email.json<{ data: { body: string } }>().data.body, file.name).toContain(file.keeps);
    }
    expect(health.probes).toBeGreaterThan(0);
    expect(health.failures).toEqual([]);
  }, 120_000);

  it('recordings: not audio, cut short, headers without data — refused or kept, the server answering throughout', async () => {
    const { health, answers } = await fire(
      '/api/recordings/upload',
      'audio',
      'audio/mpeg',
      hostileRecordings(),
    );
    expect(answers.find(({ file }) => file.name === 'random bytes named .mp3')?.response.json()).toEqual({
      error: 'Please upload only audio files',
      code: 'only_audio_files',
    });
    expect(health.probes).toBeGreaterThan(0);
    expect(health.failures).toEqual([]);
  }, 120_000);
});
