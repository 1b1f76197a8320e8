import type { Endpoint } from '@vigila/domain';
import { z } from 'zod';
import { invalidBodies, plausibleValue, UNKNOWN_ID, type JsonSchema } from '../malformed-requests.ts';
import {
  DATES,
  FORGED_CURSORS,
  HOSTILE_PATH_IDS,
  NUMBERS,
  ODD_TEXT,
  UNDECODABLE,
  UNSTORABLE_TEXT,
  type WireValue,
} from './hostile-values.ts';
import type { RequestDraft } from './request-draft.ts';

/** The tokens the battery sends: the owner's (reaches every route's validation) and some the server must refuse. */
export interface BatteryTokens {
  owner: string;
  forged: string[];
}

/** An endpoint's params, query or body as JSON Schema (zod's input side), or undefined when it has none. */
export function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const text = (what: string, value: string): WireValue => ({ what, value });
const SQL_QUOTE = text('SQL quote', "' OR '1'='1");
const SOME = [text('empty', ''), SQL_QUOTE, text('huge', 'x'.repeat(20_000))];

/** The values a query parameter is tried with: by its type and name, always with unstorable text. */
function queryValues(name: string, schema: JsonSchema): WireValue[] {
  const options = schema.anyOf ?? [schema];
  const types = new Set(options.flatMap((option) => [option.type].flat()));
  const enums = options.flatMap((option) => option.enum ?? []).map(String);
  if (name === 'cursor') return [...UNSTORABLE_TEXT, ...FORGED_CURSORS, ...SOME];
  if (types.has('integer') || types.has('number') || /^(page|page_size|limit)$/.test(name)) {
    return [...UNSTORABLE_TEXT, ...NUMBERS, ...SOME];
  }
  if (/date|^from$|^to$/.test(name)) return [...UNSTORABLE_TEXT, ...DATES, ...SOME];
  if (types.has('array')) {
    return [...UNSTORABLE_TEXT, ...SOME, text('a bogus entry', 'adr,bogus'), text('only commas', ',,,')];
  }
  if (enums.length > 0) {
    const first = enums[0] ?? '';
    const near = [text('not one of its values', 'bogus'), text('with a space', `${first} `)];
    return [...UNSTORABLE_TEXT, ...SOME, ...near, text('in upper case', first.toUpperCase())];
  }
  return [...UNSTORABLE_TEXT, ...ODD_TEXT, ...UNDECODABLE];
}

/** The parameters of a request that names nothing: an unknown id, an enum's first value. */
function plausibleParams(schema: JsonSchema | undefined): Record<string, WireValue> {
  return Object.fromEntries(
    Object.entries(schema?.properties ?? {}).map(([name, property]) => {
      const value = property.enum || property.type === 'integer' ? plausibleValue(property) : UNKNOWN_ID;
      return [name, text('plausible', String(value))];
    }),
  );
}

/** Required query parameters with a plausible value each, so one change at a time is tried. */
function plausibleQuery(schema: JsonSchema | undefined): [string, WireValue][] {
  const required = new Set(schema?.required ?? []);
  return Object.entries(schema?.properties ?? {})
    .filter(([name]) => required.has(name))
    .map(([name, property]) => [name, text('plausible', String(plausibleValue(property, name)))]);
}

/** Every draft of one endpoint: tokens, hostile ids, each query parameter's values, wrong and hostile bodies. */
export function draftsOf(endpoint: Endpoint, tokens: BatteryTokens): RequestDraft[] {
  const paramsSchema = jsonSchemaOf(endpoint.params);
  const querySchema = jsonSchemaOf(endpoint.query);
  const bodySchema = jsonSchemaOf(endpoint.body);
  const base: RequestDraft = {
    what: '',
    params: plausibleParams(paramsSchema),
    query: plausibleQuery(querySchema),
    ...(bodySchema ? { body: { json: plausibleValue(bodySchema) } } : {}),
    token: tokens.owner,
  };
  const drafts: RequestDraft[] = [
    { ...base, what: 'no token', token: null },
    ...tokens.forged.map((token, index) => ({
      ...base,
      what: `forged token ${index + 1}`,
      token,
      forgedToken: true,
    })),
  ];
  for (const name of Object.keys(base.params)) {
    for (const id of HOSTILE_PATH_IDS) {
      drafts.push({ ...base, what: `${name} ${id.what}`, params: { ...base.params, [name]: id } });
    }
  }
  for (const [name, property] of Object.entries(querySchema?.properties ?? {})) {
    const others = base.query.filter(([key]) => key !== name);
    for (const value of queryValues(name, property)) {
      drafts.push({ ...base, what: `${name} ${value.what}`, query: [...others, [name, value]] });
    }
    const twice: [string, WireValue][] = [
      [name, text('', 'a')],
      [name, SQL_QUOTE],
    ];
    drafts.push({ ...base, what: `${name} twice`, query: [...others, ...twice] });
  }
  const extras: [string, WireValue][] = [
    ['order', text('', 'published_at; DROP TABLE items')],
    ['sort', text('', '1 desc, (select 1)')],
  ];
  drafts.push({ ...base, what: 'unknown sort parameters', query: [...base.query, ...extras] });
  drafts.push({
    ...base,
    what: 'an unknown parameter with a NUL',
    query: [...base.query, ['x', text('a NUL', 'a\u0000b')]],
  });
  if (bodySchema) drafts.push(...bodyDrafts(base, bodySchema));
  return drafts;
}

/** Bodies of the wrong shape (see invalidBodies), with unstorable or odd text in each text field, and broken JSON. */
function bodyDrafts(base: RequestDraft, schema: JsonSchema): RequestDraft[] {
  const plausible = plausibleValue(schema) as Record<string, unknown>;
  const drafts: RequestDraft[] = invalidBodies(schema).map(({ name, body }) => ({
    ...base,
    what: name,
    body: { json: body },
  }));
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const isText = [property, ...(property.anyOf ?? [])].some((option) => option.type === 'string');
    if (!isText) continue;
    for (const { what, value } of [...UNSTORABLE_TEXT, ...ODD_TEXT]) {
      drafts.push({ ...base, what: `${key} ${what}`, body: { json: { ...plausible, [key]: value } } });
    }
  }
  drafts.push({
    ...base,
    what: 'a key with a lone surrogate',
    body: { json: { ...plausible, ['k\ud800']: 1 } },
  });
  const broken = (what: string, text: string, contentType = 'application/json'): RequestDraft => ({
    ...base,
    what,
    body: { text, contentType },
    refusedBody: true,
  });
  drafts.push(
    broken('truncated JSON', '{"reference_id": "a", "sou'),
    broken('JSON with trailing SQL', '{"id": 1} DROP TABLE items;'),
    broken('an XML body', '<id>1</id>', 'application/xml'),
    broken('JSON nested 10,000 deep', `${'['.repeat(10_000)}${']'.repeat(10_000)}`),
  );
  return drafts;
}
