import { API_BASE_PATH, type Endpoint } from '@vigila/domain';
import type { InjectOptions } from 'fastify';
import { holdsUnstorableText } from '../../http/storable-text.ts';
import type { WireValue } from './hostile-values.ts';

/**
 * One request of the battery before it is sent: its parts as the client means them, so the same draft gives both
 * the request and what the server must answer to it.
 */
export interface RequestDraft {
  what: string;
  params: Record<string, WireValue>;
  query: [string, WireValue][];
  /** A JSON value (sent with JSON.stringify) or a body sent as written (broken JSON, XML, multipart…). */
  body?: { json: unknown } | { text: string | Buffer; contentType: string };
  /** The bearer token; null sends none. */
  token: string | null;
  /** A token the server must refuse (forged, of a foreign key). */
  forgedToken?: boolean;
  /** A public route (health, the mail provider's redirect): any token, or none, is as good as the owner's. */
  tokenOptional?: boolean;
  /** A body no schema is asked about: it is refused by its parser or its route (broken JSON, a bad upload). */
  refusedBody?: boolean;
}

/**
 * The rule each answer is judged by. `refused`: the input is invalid (its schema refuses it, or it carries text the
 * database cannot hold, or it cannot be parsed, or it has no valid token), so the only right answer is a 4xx with
 * `{ error, code }`. `answered`: the input is valid but odd (SQL-looking text in a search, an id that names nothing),
 * so a 2xx (a search that finds nothing) is as right as a 4xx with `{ error, code }` (not found); a 5xx never is.
 */
export type Expectation = 'refused' | 'answered';

export interface BatteryCase {
  name: string;
  request: InjectOptions;
  expect: Expectation;
}

const LONE_SURROGATE = /\p{Cs}/u;

/**
 * A lone surrogate has no UTF-8 form: a client that sends one anyway sends its three bytes (WTF-8, `%ED%A0%80`),
 * which the server cannot decode — so it goes on the wire, and is read back, as that text.
 */
function wtf8(value: string): string {
  // Code points (the `u` flag): a lone surrogate is one, a pair another.
  return (value.match(/[\s\S]/gu) ?? [])
    .map((char) => {
      if (!LONE_SURROGATE.test(char)) return encodeURIComponent(char);
      const unit = char.charCodeAt(0);
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    })
    .join('');
}

/** Sent as written: an invalid %-sequence, or a value with a lone surrogate. */
const undecodable = ({ value, raw }: WireValue) => raw === true || LONE_SURROGATE.test(value);

function onWire(wire: WireValue): string {
  if (wire.raw) return wire.value;
  return LONE_SURROGATE.test(wire.value) ? wtf8(wire.value) : encodeURIComponent(wire.value);
}

/** A value as the server's query parser reads it: what cannot be decoded stays the text it was sent as. */
const readBack = (wire: WireValue) => (undecodable(wire) ? onWire(wire) : wire.value);

function urlOf(endpoint: Endpoint, draft: RequestDraft): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = draft.params[name];
    return value ? onWire(value) : 'x';
  });
  const query = draft.query.map(([key, value]) => `${encodeURIComponent(key)}=${onWire(value)}`).join('&');
  return `${API_BASE_PATH}${path}${query ? `?${query}` : ''}`;
}

/** The query as the server's parser reads it: repeated keys become arrays, a raw value stays the text it was. */
function parsedQuery(pairs: [string, WireValue][]): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, wire] of pairs) {
    const value = readBack(wire);
    const seen = query[key];
    query[key] = seen === undefined ? value : [seen, value].flat();
  }
  return query;
}

const accepts = (schema: Endpoint['params'], value: unknown) => !schema || schema.safeParse(value).success;

/** What the server must answer to a draft (see Expectation), decided from the endpoint's own zod schemas. */
export function expectationOf(endpoint: Endpoint, draft: RequestDraft): Expectation {
  const params = Object.fromEntries(Object.entries(draft.params).map(([name, { value }]) => [name, value]));
  const query = parsedQuery(draft.query);
  const json = draft.body && 'json' in draft.body ? draft.body.json : undefined;
  // An undecodable value in the path (or an encoded NUL) is refused by the router or the edge.
  if (Object.values(draft.params).some(undecodable)) return 'refused';
  if (!draft.tokenOptional && (draft.token === null || draft.forgedToken)) return 'refused';
  if (draft.refusedBody) return 'refused';
  if (holdsUnstorableText([params, query, json])) return 'refused';
  if (!accepts(endpoint.params, params) || !accepts(endpoint.query, query)) return 'refused';
  if (endpoint.body && !endpoint.body.safeParse(json).success) return 'refused';
  return 'answered';
}

export function caseOf(endpoint: Endpoint, draft: RequestDraft): BatteryCase {
  const headers: Record<string, string> = draft.token ? { authorization: `Bearer ${draft.token}` } : {};
  let payload: string | Buffer | undefined;
  if (draft.body && 'json' in draft.body) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(draft.body.json);
  } else if (draft.body) {
    headers['content-type'] = draft.body.contentType;
    payload = draft.body.text;
  }
  return {
    name: `${endpoint.method} ${endpoint.path}: ${draft.what}`,
    request: {
      method: endpoint.method,
      url: urlOf(endpoint, draft),
      headers,
      ...(payload === undefined ? {} : { payload }),
    },
    expect: expectationOf(endpoint, draft),
  };
}
