import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { NOT_AN_EMAIL_MESSAGE, parseEmail } from './parse-email.ts';

const fixture = (name: string) => readFileSync(new URL(`../../test/fixtures/email/${name}`, import.meta.url));

async function refusal(bytes: Buffer): Promise<unknown> {
  return parseEmail(bytes).then(
    () => 'parsed',
    (error: unknown) => error,
  );
}

// The first messages load the parser's charset and MIME tables: on a loaded 2-core machine that alone outlasted
// vitest's 5 s default, so these cases get room (a limit for a stalled parse, not a speed target).
describe('parseEmail on real-world messages', { timeout: 60_000 }, () => {
  it('reads a simple message: sender, recipient, subject, date, body', async () => {
    const email = await parseEmail(fixture('mailparser-simple.eml'));
    expect(email).toMatchObject({ subject: 'test', fromAddress: 'andris@kreata.ee', html: null });
    expect(email.date?.toISOString()).toBe('2017-01-08T18:37:44.000Z');
    expect(email.text).toContain('Hello world');
  });

  it('decodes RFC 2047 subjects and names in several charsets', async () => {
    const subjects = await Promise.all(
      [
        'spamscope-mail-test-17.eml', // UTF-8, base64
        'spamscope-mail-test-5.eml', // ISO-8859-1, quoted-printable
        'spamscope-mail-test-11.eml', // UTF-8, base64, Cyrillic
        'spamscope-mail-test-12.eml', // GB2312, base64
        'postal-mime-calendar-event.eml', // UTF-8, quoted-printable, with an emoji
      ].map(async (name) => (await parseEmail(fixture(name))).subject),
    );
    expect(subjects).toEqual([
      'Transferencia Interbancaria Banca en Línea',
      'Je prépare mon été zéro complexe !',
      'письмо уведом-е',
      '代开各地增值税发票',
      'Invitation: Test event ⏰ @ Thu Apr 11, 2024 11am - 12pm (GMT+3) (andris@ethereal.email)',
    ]);
    const cyrillic = await parseEmail(fixture('spamscope-mail-test-11.eml'));
    expect(cyrillic.fromName).toBe('служба ФНС Даниил Суворов');
    expect(cyrillic.attachments[0]?.filename).toMatch(/^Prokuratura Rejonowa Warszawa-Śródmieście/);
  });

  it('walks nested multiparts to the text and HTML bodies', async () => {
    const email = await parseEmail(fixture('mailparser-nested.eml'));
    expect(email.text).toContain('Dear Sir');
    expect(email.html).toContain('<p>Dear Sir</p>');
    expect(email.subject).toBe('');
    expect(email.date).toBeNull();
  });

  it('accepts a message whose root part is a base64 attachment', async () => {
    const email = await parseEmail(fixture('mailparser-base64-root.eml'));
    expect(email.fromAddress).toBe('test@example.com');
    expect(email.text).toBe('');
    expect(email.attachments).toEqual([{ filename: 'screenshot.png', content_type: 'image/png', size: 425 }]);
  });

  it('lists attachments with name, type and size, inline images included', async () => {
    const email = await parseEmail(fixture('mailparser-nodemailer.eml'));
    expect(email.attachments).toContainEqual({
      filename: 'nyan cat ✔.gif',
      content_type: 'image/gif',
      size: 29361,
    });
    expect(email.attachments).toContainEqual({ filename: 'notes.txt', content_type: 'text/plain', size: 28 });
    expect(email.recipient).toBe('"Andris Reinman" <andris+123@kreata.ee>, andris.reinman@gmail.com');
    // The message's own cid: images are inlined as data URLs, so nothing is fetched from outside.
    expect(email.html).toContain('src="data:image/png;base64,');
    expect(email.html).not.toMatch(/src="https?:/);
  });

  it('derives the body of an HTML-only message from its visible text', async () => {
    const email = await parseEmail(fixture('mailparser-spam-html-only.eml'));
    expect(email.text).toMatch(/^Im Jahre 2007 wurde er als „asozialer Penner“ beschimpft!/);
    expect(email.html).not.toContain('<script');
  });

  it('parses the large stress files in reasonable time', async () => {
    const started = Date.now();
    const text = await parseEmail(fixture('mailparser-large-text.eml'));
    const html = await parseEmail(fixture('mailparser-html-large-callstack.eml'));
    expect(text.text.length).toBeGreaterThan(1_000_000);
    expect(html.subject).toBe('Kill the HTML parser');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('keeps malformed but real messages (broken boundaries, duplicate headers)', async () => {
    const first = await parseEmail(fixture('spamscope-mail-malformed-1.eml'));
    expect(first).toMatchObject({ subject: 'immagine', fromAddress: 'femucca@tin.it' });
    const second = await parseEmail(fixture('spamscope-mail-malformed-2.eml'));
    expect(second.subject).toBe('Delivery failure (abh@netpar.com.br)');
    const third = await parseEmail(fixture('spamscope-mail-malformed-3.eml'));
    expect(third.subject).toBe('Ahorre Dinero en su Recibo de Luz');
  });

  it('reads delivery reports, calendar invitations and the MIME torture test', async () => {
    const report = await parseEmail(fixture('mailparser-delivery-status.eml'));
    expect(report.text).toContain('Status: 5.1.1');
    const invite = await parseEmail(fixture('postal-mime-calendar-event.eml'));
    expect(invite.attachments.map((a) => a.content_type)).toContain('text/calendar');
    const torture = await parseEmail(fixture('postal-mime-mimetorture.eml'));
    expect(torture.attachments.length).toBeGreaterThan(5);
    expect((await parseEmail(fixture('postal-mime-mixed.eml'))).text).toContain('Good Morning');
  });
});

describe('parseEmail refuses what is not an e-mail', () => {
  const cases: [string, Buffer][] = [
    ['an Outlook .msg', fixture('spamscope-mail-outlook-1.msg')],
    ['random bytes', randomBytes(4096)],
    ['an empty file', Buffer.alloc(0)],
    ['blank lines', Buffer.from('\r\n\r\n')],
    ['plain text', Buffer.from('Dear team,\nthe tablets were broken.\n')],
    ['text that starts like a header', Buffer.from('Note: call me back\n\nthanks')],
    ['a PDF', Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1')],
    ['JSON', Buffer.from('{"from": "a@b.c", "subject": "x"}')],
  ];
  it.each(cases)('%s', async (_name, bytes) => {
    const error = await refusal(bytes);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'validation', message: NOT_AN_EMAIL_MESSAGE });
  });

  it('accepts an mbox export with its "From " separator line', async () => {
    const mbox = Buffer.from(
      'From alice@example.com Mon Mar  2 10:00:00 2026\nFrom: alice@example.com\nSubject: Rash\n\nI got a rash.\n',
    );
    expect(await parseEmail(mbox)).toMatchObject({ subject: 'Rash', text: 'I got a rash.' });
  });

  it('removes NUL characters, which PostgreSQL text cannot hold', async () => {
    const email = await parseEmail(Buffer.from('From: a@b.test\nSubject: =?utf-8?q?x=00y?=\n\nbody\0text\n'));
    expect(email.subject).toBe('xy');
    expect(email.text).toBe('bodytext');
  });
});

/** A message whose only body is `html`, or multipart/alternative with a text part too. */
function htmlEmail(html: string, text?: string): Buffer {
  const head =
    'From: Ann <ann@example.test>\r\nTo: pv@example.test\r\nSubject: Odd HTML\r\nMIME-Version: 1.0\r\n';
  if (text === undefined)
    return Buffer.from(`${head}Content-Type: text/html; charset=utf-8\r\n\r\n${html}\r\n`);
  const part = (type: string, body: string) =>
    `--b1\r\nContent-Type: ${type}; charset=utf-8\r\n\r\n${body}\r\n`;
  return Buffer.from(
    `${head}Content-Type: multipart/alternative; boundary=b1\r\n\r\n` +
      `${part('text/plain', text)}${part('text/html', html)}--b1--\r\n`,
  );
}

const nestedDivs = (depth: number) =>
  '<div>'.repeat(depth) + 'I had a rash after the tablets.' + '</div>'.repeat(depth);

describe('parseEmail keeps valid messages with hostile HTML, with their text', () => {
  it('200,000 nested <div>s (2.2 MB): the text kept, the HTML dropped as too deep, in seconds', async () => {
    const started = Date.now();
    const email = await parseEmail(htmlEmail(nestedDivs(200_000)));
    expect(email).toMatchObject({
      subject: 'Odd HTML',
      text: 'I had a rash after the tablets.',
      html: null,
      htmlDropped: 'too_deep',
    });
    expect(Date.now() - started).toBeLessThan(10_000);
    const withText = await parseEmail(htmlEmail(nestedDivs(50_000), 'The text part.'));
    expect(withText).toMatchObject({ text: 'The text part.', html: null, htmlDropped: 'too_deep' });
  });

  it('HTML that takes too long to sanitise: the thread is stopped and the message read again without it', async () => {
    const wide = '<p>Dear team, the <b>tablets</b> gave me a rash.</p>'.repeat(100_000);
    const started = Date.now();
    const email = await parseEmail(htmlEmail(wide), { htmlTimeLimitMs: 1_500 });
    expect(email.html).toBeNull();
    expect(email.htmlDropped).toMatch(/^(time_limit|memory_limit)$/);
    expect(email.text).toMatch(/^Dear team, the tablets gave me a rash.\nDear team/);
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 30_000);

  it('a zip bomb attached: listed, never expanded', async () => {
    const bomb = gzipSync(Buffer.alloc(50 * 1024 * 1024)); // 50 MB of zeros in about 50 KB
    const eml = Buffer.from(
      'From: a@example.test\r\nSubject: Bomb\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary=b\r\n\r\n' +
        '--b\r\nContent-Type: text/plain\r\n\r\nSee attached.\r\n' +
        '--b\r\nContent-Type: application/gzip; name=big.gz\r\nContent-Disposition: attachment; filename=big.gz\r\n' +
        `Content-Transfer-Encoding: base64\r\n\r\n${bomb.toString('base64')}\r\n--b--\r\n`,
    );
    const email = await parseEmail(eml);
    expect(email.text).toBe('See attached.');
    expect(email.attachments).toEqual([
      { filename: 'big.gz', content_type: 'application/gzip', size: bomb.length },
    ]);
  });
});
