import { randomBytes } from 'node:crypto';
import { multipartFile } from './multipart.ts';

export interface UploadRoute {
  url: string;
  /** The form field the file goes in. */
  field: string;
  /** A file name and type the route accepts, to show that only the part under test is wrong. */
  fileName: string;
  contentType: string;
  /** The route's file size limit (a file one byte over it is sent only when `sendOversized`). */
  maxBytes?: number;
}

export interface BadUpload {
  name: string;
  payload: Buffer | string;
  headers: Record<string, string>;
}

const BOUNDARY = '----VigilaBattery7f3a';
const MULTIPART = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

/** A multipart body from raw parts (each: its headers and content), closed unless `open`. */
function parts(list: { disposition: string; type?: string; content: Buffer | string }[], open = false) {
  const chunks = list.flatMap(({ disposition, type, content }) => [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; ${disposition}\r\n` +
        (type ? `Content-Type: ${type}\r\n` : '') +
        '\r\n',
    ),
    Buffer.from(content),
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(open ? '' : `--${BOUNDARY}--\r\n`)]);
}

/**
 * Uploads that must be refused: no file, the wrong field, the wrong kind of file, names that climb out of a
 * directory, broken or truncated multipart bodies, too many files or fields, and (optionally) one byte too many.
 */
export function badUploads(route: UploadRoute, options: { sendOversized: boolean }): BadUpload[] {
  const { field, fileName, contentType } = route;
  const file = (name: string, content: Buffer | string, type = contentType) =>
    ({ disposition: `name="${field}"; filename="${name}"`, type, content }) as const;
  const withParts = (name: string, list: Parameters<typeof parts>[0], open = false): BadUpload => ({
    name,
    payload: parts(list, open),
    headers: MULTIPART,
  });
  const valid = multipartFile(field, fileName, Buffer.from('x'.repeat(64)), contentType);
  const uploads: BadUpload[] = [
    withParts('no file, only a text field', [{ disposition: `name="${field}"`, content: 'just text' }]),
    withParts('the file in another field', [
      { disposition: `name="file"; filename="${fileName}"`, type: contentType, content: 'x' },
    ]),
    withParts('an empty multipart body', []),
    withParts('an executable', [file('invoice.exe', randomBytes(256), 'application/x-msdownload')]),
    withParts('a text file', [file('notes.txt', 'hello', 'text/plain')]),
    withParts('an HTML file', [file('page.html', '<script>alert(1)</script>', 'text/html')]),
    withParts('no file name', [file('', 'x')]),
    withParts('a traversal name', [file('../../../../etc/passwd', 'root:x:0:0', 'text/plain')]),
    withParts('a Windows traversal name', [file('..\\..\\windows\\win.ini', '[fonts]', 'text/plain')]),
    withParts('an absolute name', [file('/etc/shadow', 'root:*:', 'application/octet-stream')]),
    withParts('a null byte in the name', [file('report.exe\u0000', 'MZ', 'application/octet-stream')]),
    withParts('a truncated body (no closing boundary)', [file(fileName, randomBytes(2048))], true),
    { name: 'garbage bytes', payload: randomBytes(4096), headers: MULTIPART },
    { name: 'garbage after a boundary', payload: `--${BOUNDARY}\r\n${'%'.repeat(512)}`, headers: MULTIPART },
    {
      name: 'multipart without a boundary',
      payload: valid.payload,
      headers: { 'content-type': 'multipart/form-data' },
    },
    {
      name: 'a JSON body',
      payload: JSON.stringify({ [field]: fileName }),
      headers: { 'content-type': 'application/json' },
    },
    {
      name: 'a form body',
      payload: `${field}=${fileName}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
    { name: 'the file as text/plain', payload: valid.payload, headers: { 'content-type': 'text/plain' } },
    withParts('two files', [file(fileName, 'x'), file(fileName, 'y')]),
    withParts('seven text fields before the file', [
      ...Array.from({ length: 7 }, (_, i) => ({ disposition: `name="f${i}"`, content: 'v' })),
      file('a.txt', 'x'),
    ]),
    withParts(
      'a header-only part',
      [{ disposition: `name="${field}"; filename="${fileName}"`, content: '' }],
      true,
    ),
  ];
  if (options.sendOversized && route.maxBytes !== undefined) {
    const oversized = multipartFile(field, fileName, Buffer.alloc(route.maxBytes + 1, 0x61), contentType);
    uploads.push({ name: 'one byte over the size limit', ...oversized });
  }
  return uploads;
}
