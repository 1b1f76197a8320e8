import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/**
 * Files built to hurt a parser, made at test time (megabytes that are never committed): each must be answered with
 * a 4xx and a code, or a 2xx with its text kept — never a 5xx, and never by stalling the server's other requests.
 */
export interface HostileFile {
  name: string;
  fileName: string;
  bytes: Buffer;
  /** Text an accepted e-mail must keep (its body or part of it). */
  keeps?: string;
}

const RASH = 'I had a rash after the tablets.';
const HEAD = 'From: Ann <ann@example.test>\r\nTo: pv@example.test\r\nMIME-Version: 1.0\r\n';

const htmlOnly = (subject: string, html: string) =>
  Buffer.from(`${HEAD}Subject: ${subject}\r\nContent-Type: text/html; charset=utf-8\r\n\r\n${html}\r\n`);

const nestedDivs = (depth: number) => '<div>'.repeat(depth) + RASH + '</div>'.repeat(depth);

/** `depth` multiparts, each the only child of the one before: MIME recursion as deep as a file can make it. */
function nestedMultiparts(depth: number): Buffer {
  const open = Array.from(
    { length: depth },
    (_, i) => `Content-Type: multipart/mixed; boundary="b${i}"\r\n\r\n--b${i}\r\n`,
  ).join('');
  const close = Array.from({ length: depth }, (_, i) => `\r\n--b${depth - 1 - i}--`).join('');
  return Buffer.from(
    `${HEAD}Subject: Nested multiparts\r\n${open}Content-Type: text/plain\r\n\r\n${RASH}${close}\r\n`,
  );
}

/** A compressed attachment that expands a thousandfold: nothing may decompress it. */
function bombAttachment(type: string, fileName: string): Buffer {
  const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024)).toString('base64');
  return Buffer.from(
    `${HEAD}Subject: Bomb\r\nContent-Type: multipart/mixed; boundary=b\r\n\r\n` +
      `--b\r\nContent-Type: text/plain\r\n\r\n${RASH}\r\n` +
      `--b\r\nContent-Type: ${type}; name=${fileName}\r\nContent-Disposition: attachment; filename=${fileName}\r\n` +
      `Content-Transfer-Encoding: base64\r\n\r\n${bomb.replace(/.{76}/g, '$&\r\n')}\r\n--b--\r\n`,
  );
}

/** Hostile .eml files: deep HTML, broken and abysmal MIME, giant headers, compression bombs. */
export function hostileEmails(): HostileFile[] {
  const eml = (name: string, bytes: Buffer, keeps?: string): HostileFile => ({
    name,
    fileName: `${name.replace(/\W+/g, '-')}.eml`,
    bytes,
    ...(keeps ? { keeps } : {}),
  });
  return [
    eml('HTML nested 50,000 <div>s deep', htmlOnly('Deep 50k', nestedDivs(50_000)), RASH),
    eml('HTML nested 200,000 <div>s deep (2.2 MB)', htmlOnly('Deep 200k', nestedDivs(200_000)), RASH),
    eml(
      'unclosed MIME boundaries',
      Buffer.from(
        `${HEAD}Subject: Unclosed\r\nContent-Type: multipart/mixed; boundary=outer\r\n\r\n--outer\r\n` +
          `Content-Type: multipart/alternative; boundary=inner\r\n\r\n--inner\r\nContent-Type: text/plain\r\n\r\n${RASH}\r\n`,
      ),
      RASH,
    ),
    eml('10,000 nested multiparts', nestedMultiparts(10_000)),
    eml(
      'a 1 MB folded Subject header',
      Buffer.from(
        `${HEAD}Subject: ${'rash '.repeat(200_000).replace(/(.{70})/g, '$1\r\n ')}\r\n\r\n${RASH}\r\n`,
      ),
    ),
    eml(
      '100,000 header lines',
      Buffer.from(`${HEAD}${'X-Filler: yes\r\n'.repeat(100_000)}Subject: Headers\r\n\r\n${RASH}\r\n`),
    ),
    eml('a gzip bomb attached (64 MB of zeros)', bombAttachment('application/gzip', 'logs.gz'), RASH),
    eml('a zip bomb attached', bombAttachment('application/zip', 'photos.zip'), RASH),
  ];
}

const audio = (name: string) => readFileSync(new URL(`./fixtures/audio/${name}`, import.meta.url));

/** Hostile recordings: not audio at all, audio cut short, headers that promise what is not there. */
export function hostileRecordings(): HostileFile[] {
  const mp3 = audio('call-en-adr.mp3');
  const wav = audio('call-en-adr.wav');
  const file = (name: string, fileName: string, bytes: Buffer): HostileFile => ({ name, fileName, bytes });
  return [
    file('random bytes named .mp3', 'call.mp3', randomBytes(256 * 1024)),
    file('an MP3 cut at 40 %', 'cut.mp3', mp3.subarray(0, Math.floor(mp3.length * 0.4))),
    file('an MP3 cut inside its first frame', 'frame.mp3', mp3.subarray(0, 700)),
    file('a WAV cut at 30 %', 'cut.wav', wav.subarray(0, Math.floor(wav.length * 0.3))),
    file('a WAV header alone', 'header.wav', wav.subarray(0, 44)),
    file(
      'a WAV header followed by garbage',
      'garbage.wav',
      Buffer.concat([wav.subarray(0, 44), randomBytes(64 * 1024)]),
    ),
  ];
}
