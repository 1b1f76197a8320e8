import { UNKNOWN_ID } from '../malformed-requests.ts';

/** A value as it goes on the wire: `raw` is put into the address as written (an invalid %-sequence), not encoded. */
export interface WireValue {
  what: string;
  value: string;
  raw?: boolean;
}

const text = (what: string, value: string): WireValue => ({ what, value });

/** Text PostgreSQL cannot hold: every one must be refused wherever it arrives (http/storable-text.ts). */
export const UNSTORABLE_TEXT: WireValue[] = [
  text('a NUL', 'a\u0000b'),
  text('a lone high surrogate', 'a\ud800b'),
  text('a lone low surrogate', '\udfff'),
];

/** Text that is odd but harmless: a search may find nothing with it (200) or a schema refuse it (4xx). */
export const ODD_TEXT: WireValue[] = [
  text('empty', ''),
  text('blank', '   '),
  text('an RTL override', 'abc\u202Edef'),
  text('zero-width characters', 'a\u200Bb\u200C\uFEFF'),
  text('an emoji (a surrogate pair)', 'rash 😀'),
  text('SQL quote', "' OR '1'='1"),
  text('SQL statement', "'; DROP TABLE items; --"),
  text('SQL union', "x' UNION SELECT email FROM users --"),
  text('SQL sleep', '1); SELECT pg_sleep(5); --'),
  text('LIKE wildcards', '%_%\\'),
  text('a placeholder', '$1::text'),
  text('huge', 'x'.repeat(20_000)),
];

/** What a query parser keeps as text: invalid %-encodings of a surrogate and of Latin-1, a %u escape. */
export const UNDECODABLE: WireValue[] = [
  { what: 'an encoded lone surrogate', value: '%ED%A0%80', raw: true },
  { what: 'Latin-1 %E9', value: '%E9', raw: true },
  { what: 'a %u escape', value: '%uD800', raw: true },
];

export const NUMBERS: WireValue[] = [
  text('negative', '-1'),
  text('zero', '0'),
  text('a fraction', '1.5'),
  text('1e308', '1e308'),
  text('past the safe integers', '9007199254740993'),
  text('a 30-digit number', '9'.repeat(30)),
  text('huge but safe', '900719925474099'),
  text('NaN', 'NaN'),
  text('Infinity', 'Infinity'),
  text('hexadecimal', '0x10'),
  text('not a number', 'abc'),
];

export const DATES: WireValue[] = [
  text('February 30', '2024-02-30'),
  text('year zero', '0000-00-00'),
  text('the first day of year zero', '0000-01-01'),
  text('the earliest JavaScript date', '-271821-04-20'),
  text('the latest JavaScript date', '+275760-09-13'),
  text('year 99999', '99999-01-01'),
  text('a timestamp', '2024-01-01T00:00:00Z'),
  text('a word', 'yesterday'),
];

const cursorOf = (content: string) => Buffer.from(content).toString('base64url');
const AT = '2024-01-01T00:00:00.000Z';

/** Cursors the server never wrote (modules/items/list-cursor.ts): base64url of `published_at|id`, or not at all. */
export const FORGED_CURSORS: WireValue[] = [
  text('a cursor that is no base64url', 'not base64!'),
  text('a long cursor', 'A'.repeat(5000)),
  text('a cursor of an unknown item', cursorOf(`${AT}|${UNKNOWN_ID}`)),
  text('a cursor without its parts', cursorOf('|')),
  text('a cursor without an id', cursorOf(`${AT}|`)),
  text('a cursor of a bad date', cursorOf(`yesterday|${UNKNOWN_ID}`)),
  text('a cursor with a NUL in its id', cursorOf(`${AT}|a\u0000b`)),
  text('a cursor at the earliest JavaScript date', cursorOf(`-271821-04-20T00:00:00.000Z|${UNKNOWN_ID}`)),
  text('a cursor at the latest JavaScript date', cursorOf(`+275760-09-13T00:00:00.000Z|${UNKNOWN_ID}`)),
  text('a cursor with SQL in its id', cursorOf(`${AT}|' OR 1=1 --`)),
  text('a cursor of an id that is no uuid', cursorOf(`${AT}|not-a-uuid`)),
  text('a cursor of invalid UTF-8', Buffer.from([0xed, 0xa0, 0x80, 0x7c, 0x41]).toString('base64url')),
];

/** Ids of a path: traversal, injection, absurd lengths, control bytes, invisible and reordering characters. */
export const HOSTILE_PATH_IDS: WireValue[] = [
  text('a parent directory', '../../etc/passwd'),
  text('a dot segment', '..'),
  text('SQL', "1' OR '1'='1"),
  text('a 400-digit number', '9'.repeat(400)),
  text('negative', '-1'),
  text('a uuid of nothing', UNKNOWN_ID),
  text('a nil uuid', '00000000-0000-0000-0000-000000000000'),
  text('an RTL override', `${UNKNOWN_ID}\u202E`),
  text('a zero-width space', `\u200B${UNKNOWN_ID}`),
  text('a NUL', 'a\u0000b'),
  text('a lone surrogate', 'a\ud800'),
  { what: 'an encoded lone surrogate', value: '%ED%A0%80', raw: true },
  { what: 'an encoded NUL', value: '%00', raw: true },
  { what: 'a broken %-sequence', value: '%E0%A4%A', raw: true },
];
