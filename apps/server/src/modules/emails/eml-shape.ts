/**
 * Whether bytes look like an Internet message (RFC 822/5322): a header section first — lines "Name: value" or
 * folded continuations — with at least one header a message has. mailparser accepts anything (an Outlook .msg
 * "parses" into a message with garbage headers), so this check is what tells an e-mail from another file.
 */

// field-name = printable US-ASCII except ":" (RFC 5322 §2.2); obsolete syntax allows blanks before the colon.
const HEADER_LINE = /^[!-9;-~]+[ \t]*:/;
const CONTINUATION_LINE = /^[ \t]/;
/** Controls other than TAB never appear in a header section; binary formats are full of them. */
function hasControlCharacter(line: string): boolean {
  for (let i = 0; i < line.length; i += 1) {
    const code = line.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09) || code === 0x7f) return true;
  }
  return false;
}
/** Headers that mark a message or a MIME entity (mailparser's fixtures include messages with only Content-Type). */
const MESSAGE_HEADERS = new Set([
  'from',
  'to',
  'cc',
  'subject',
  'date',
  'message-id',
  'received',
  'return-path',
  'delivered-to',
  'sender',
  'reply-to',
  'mime-version',
  'content-type',
]);
/** Header sections are rarely over a few kilobytes; look no further than this. */
const MAX_HEADER_BYTES = 256 * 1024;

export function looksLikeEmail(bytes: Uint8Array): boolean {
  let text = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, MAX_HEADER_BYTES)).toString(
    'latin1',
  );
  if (text.startsWith('\xef\xbb\xbf')) text = text.slice(3); // UTF-8 byte order mark
  const lines = text.split(/\r?\n/);
  // An mbox export starts with a "From sender date" separator line (no colon after From).
  if (lines[0]?.startsWith('From ')) lines.shift();

  let sawMessageHeader = false;
  let previousWasHeader = false;
  const complete = bytes.length <= MAX_HEADER_BYTES;
  for (const [index, line] of lines.entries()) {
    if (line === '') return index > 0 && sawMessageHeader; // end of the header section
    const lastScanned = index === lines.length - 1 && !complete; // may be cut in the middle
    if (hasControlCharacter(line)) return false;
    if (HEADER_LINE.test(line)) {
      const name = line.slice(0, line.indexOf(':')).trim().toLowerCase();
      if (MESSAGE_HEADERS.has(name)) sawMessageHeader = true;
      previousWasHeader = true;
    } else if (CONTINUATION_LINE.test(line) && previousWasHeader) {
      continue;
    } else if (!lastScanned) {
      return false;
    }
  }
  return sawMessageHeader; // headers only, no body: still a message
}
