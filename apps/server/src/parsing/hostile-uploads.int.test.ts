import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test/databases.ts';
import { hostileEmails, hostileRecordings, type HostileFile } from '../test/hostile-uploads.ts';
import { startMemberApp, type MemberApp } from '../test/member-app.ts';
import { multipartFile } from '../test/multipart.ts';

const kinds = await testDatabaseKinds();

/** The worst answer time of GET /api/health, asked over real HTTP every 10 ms while `work` runs. */
async function worstHealthLatency(origin: string, work: () => Promise<void>): Promise<number> {
  const state = { running: true };
  let worst = 0;
  const probe = (async () => {
    while (state.running) {
      const started = performance.now();
      const response = await fetch(`${origin}/api/health`);
      await response.arrayBuffer();
      worst = Math.max(worst, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  try {
    await work();
  } finally {
    state.running = false;
    await probe;
  }
  return worst;
}

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
  let origin: string;

  beforeAll(async () => {
    // No job workers: the analysis of what was accepted is not what this test measures.
    m = await startMemberApp(kind, { workers: false });
    origin = await m.t.app.listen({ port: 0, host: '127.0.0.1' });
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
    const worst = await worstHealthLatency(origin, async () => {
      for (const file of files) {
        const response = await upload(url, field, type, file);
        answers.push({ file, response });
        const problem = problemOf(response);
        if (problem) problems.push(`${file.name} → ${problem}`);
      }
    });
    expect(problems).toEqual([]);
    return { worst, answers };
  }

  it('e-mails: deep HTML, broken and abysmal MIME, giant headers, bombs — kept with their text or refused, the server answering throughout', async () => {
    const { worst, answers } = await fire('/api/email/upload', 'email', 'message/rfc822', hostileEmails());
    for (const { file, response } of answers) {
      if (!file.keeps) continue;
      expect(response.statusCode, file.name).toBe(200);
      const { id } = response.json<{ id: string }>();
      const email = await m.call('GET', `/api/emails/${id}`, m.member);
      expect(email.json<{ data: { body: string } }>().data.body, file.name).toContain(file.keeps);
    }
    expect(worst).toBeLessThan(100);
  }, 120_000);

  it('recordings: not audio, cut short, headers without data — refused or kept, the server answering throughout', async () => {
    const { worst, answers } = await fire(
      '/api/recordings/upload',
      'audio',
      'audio/mpeg',
      hostileRecordings(),
    );
    expect(answers.find(({ file }) => file.name === 'random bytes named .mp3')?.response.json()).toEqual({
      error: 'Please upload only audio files',
      code: 'only_audio_files',
    });
    expect(worst).toBeLessThan(100);
  }, 120_000);
});
