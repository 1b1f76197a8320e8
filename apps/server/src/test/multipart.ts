import { randomUUID } from 'node:crypto';

/**
 * A multipart/form-data body with one file, as a browser's FormData sends it, for `app.inject`; `fields` are sent
 * before the file, as the upload forms append them.
 */
export function multipartFile(
  field: string,
  fileName: string,
  bytes: Buffer,
  contentType = 'application/octet-stream',
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----VigilaTest${randomUUID().replaceAll('-', '')}`;
  const fieldParts = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  const head =
    fieldParts +
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
    `Content-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
