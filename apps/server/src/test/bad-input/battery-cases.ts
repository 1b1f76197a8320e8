import { randomUUID } from 'node:crypto';
import type { Endpoint } from '@vigila/domain';
import { draftsOf, type BatteryTokens } from './endpoint-drafts.ts';
import { caseOf, type BatteryCase, type RequestDraft } from './request-draft.ts';

/** A multipart body of named parts, each a field (`value`) or a file (`fileName`, bytes). */
function multipart(parts: { name: string; value?: string; fileName?: string }[]): {
  text: Buffer;
  contentType: string;
} {
  const boundary = `----VigilaBattery${randomUUID().replaceAll('-', '')}`;
  const chunks = parts.map(({ name, value, fileName }) => {
    const file = fileName === undefined ? '' : `; filename="${fileName}"`;
    const type = fileName === undefined ? '' : 'Content-Type: application/octet-stream\r\n';
    const content = value ?? 'not what the route reads';
    return `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file}\r\n${type}\r\n${content}\r\n`;
  });
  return {
    text: Buffer.from(`${chunks.join('')}--${boundary}--\r\n`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * Uploads the edge must refuse on every multipart route, whatever its field is called: NUL in a file name, in a
 * field's name or value, no file at all. (test/malformed-uploads.ts tries broken and oversized files on the e-mail
 * and recording uploads.)
 */
function uploadDrafts(base: RequestDraft): RequestDraft[] {
  const upload = (what: string, parts: Parameters<typeof multipart>[0]): RequestDraft => ({
    ...base,
    what,
    body: multipart(parts),
    refusedBody: true,
  });
  const names = ['email', 'audio', 'file', 'llt'];
  return [
    ...names.map((name) => upload(`a NUL in the file name (${name})`, [{ name, fileName: 'a\u0000b.eml' }])),
    upload('a NUL in the field name', [{ name: 'em\u0000ail', fileName: 'a.eml' }]),
    upload('a NUL in a field value', [
      { name: 'version', value: '27.0\u0000' },
      { name: 'language', value: 'en' },
    ]),
    upload('fields only', [{ name: 'note', value: "'; DROP TABLE items; --" }]),
    upload('no parts', []),
  ];
}

const isWrite = (endpoint: Endpoint) => endpoint.method !== 'GET';

/**
 * The battery: every draft of every endpoint, as requests with what each must be answered with. A write is sent
 * only where it must be refused (or names nothing by a hostile id), so the battery never stores anything legitimately.
 */
export function batteryCases(
  endpoints: readonly Endpoint[],
  tokens: BatteryTokens,
  isPublic: (endpoint: Endpoint) => boolean,
): BatteryCase[] {
  return endpoints.flatMap((endpoint) => {
    const tokenOptional = isPublic(endpoint);
    const drafts: RequestDraft[] = draftsOf(endpoint, tokens).map((draft) => ({ ...draft, tokenOptional }));
    if (endpoint.multipart) {
      const base = drafts.find((draft) => draft.token === tokens.owner) ?? drafts[0];
      if (base) drafts.push(...uploadDrafts({ ...base, token: tokens.owner }));
    }
    return drafts
      .map((draft) => ({ draft, battery: caseOf(endpoint, draft) }))
      .filter(({ draft, battery }) => {
        if (!isWrite(endpoint) || battery.expect === 'refused') return true;
        return Object.values(draft.params).some((value) => value.what !== 'plausible');
      })
      .map(({ battery }) => battery);
  });
}
