import type { InjectOptions } from 'fastify';

/** The parts of JSON Schema the API's OpenAPI document uses for request bodies (zod's output). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  format?: string;
}

/** A write route as the OpenAPI document describes it. */
export interface WriteRoute {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** With its path parameters filled in. */
  url: string;
  /** The OpenAPI path, e.g. /api/case/{id}. */
  path: string;
  params: string[];
  body?: JsonSchema;
}

export interface BadRequest {
  name: string;
  request: InjectOptions;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
  >;
}

/** An id that looks like one but names nothing. */
export const UNKNOWN_ID = '7d3f0c8e-0000-4000-8000-000000000000';

/** Every POST, PUT, PATCH and DELETE route of the OpenAPI document, with its JSON body schema if it has one. */
export function writeRoutesOf(document: OpenApiDocument): WriteRoute[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => {
      const verb = method.toUpperCase();
      if (verb !== 'POST' && verb !== 'PUT' && verb !== 'PATCH' && verb !== 'DELETE') return [];
      const params = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
      const body = operation.requestBody?.content?.['application/json']?.schema;
      return [
        { method: verb, path, params, url: path.replace(/\{\w+\}/g, UNKNOWN_ID), ...(body ? { body } : {}) },
      ];
    }),
  );
}

/** The JSON types a schema accepts ('integer' counts as 'number'); empty when it says nothing. */
function typesOf(schema: JsonSchema): Set<string> {
  if (schema.anyOf) return new Set(schema.anyOf.flatMap((option) => [...typesOf(option)]));
  const types = schema.type === undefined ? [] : [schema.type].flat();
  if (schema.enum) types.push(...schema.enum.map(jsonType));
  return new Set(types.map((type) => (type === 'integer' ? 'number' : type)));
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** A value of the right shape for a schema: the base the mutations below change one thing of. */
export function plausibleValue(schema: JsonSchema, name = ''): unknown {
  if (schema.anyOf) return plausibleValue(schema.anyOf.find((option) => option.type !== 'null') ?? {}, name);
  if (schema.enum) return schema.enum[0];
  const type = [schema.type].flat()[0] ?? '';
  switch (type) {
    case 'string':
      if (schema.format === 'email' || /mail/i.test(name)) return 'alice@example.test';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    case 'number':
    case 'integer':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => plausibleValue(schema.items ?? {}));
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, plausibleValue(value, key)]),
      );
    default:
      return 'x';
  }
}

const WRONG_VALUES: unknown[] = [12345, 'not-a-number', { $gt: '' }, true, [], null, -1e308];
// JSON.parse makes __proto__ an own key (an object literal would set the prototype instead), as a request would.
const HOSTILE_EXTRAS = {
  ...(JSON.parse('{"__proto__": {"isAdmin": true}}') as object),
  constructor: { prototype: { isAdmin: true } },
  orgId: 'org_someone_else',
  userId: "' OR 1=1 --",
  ['k'.repeat(5000)]: 'long key',
};

/** Bodies a schema refuses, each wrong in one way where it can be (a field missing, of a wrong type, too long…). */
export function invalidBodies(schema: JsonSchema): { name: string; body: unknown }[] {
  const bodies: { name: string; body: unknown }[] = [
    { name: 'an array', body: [] },
    { name: 'a string', body: 'body' },
    { name: 'a number', body: 42 },
    { name: 'null', body: null },
  ];
  const base = plausibleValue(schema) as Record<string, unknown>;
  const properties = Object.entries(schema.properties ?? {});
  const required = schema.required ?? [];
  const without = (key: string) => Object.fromEntries(Object.entries(base).filter(([name]) => name !== key));
  for (const key of required) bodies.push({ name: `no ${key}`, body: without(key) });
  if (required[0]) {
    const body = { ...without(required[0]), ...HOSTILE_EXTRAS };
    bodies.push({ name: `hostile extra fields, no ${required[0]}`, body });
  }
  properties.forEach(([key, property], index) => {
    const allowed = typesOf(property);
    if (allowed.size === 0) return;
    const wrong = WRONG_VALUES.filter((value) => !allowed.has(jsonType(value)));
    for (const value of [wrong[index % wrong.length], wrong[(index + 1) % wrong.length]]) {
      bodies.push({ name: `${key} = ${JSON.stringify(value)}`, body: { ...base, [key]: value } });
    }
    const items = property.items;
    if (property.type === 'array' && items?.required?.[0]) {
      bodies.push({ name: `${key} with an incomplete entry`, body: { ...base, [key]: [{}] } });
    }
    const text = property.anyOf?.find((option) => option.type === 'string') ?? property;
    if (text.type !== 'string') return;
    if (text.maxLength !== undefined) {
      bodies.push({ name: `${key} too long`, body: { ...base, [key]: 'é'.repeat(text.maxLength + 1) } });
    }
    bodies.push({ name: `${key} with a NUL character`, body: { ...base, [key]: 'before\u0000after' } });
    if ((text.minLength ?? 0) > 0) bodies.push({ name: `${key} empty`, body: { ...base, [key]: '' } });
    if (text.enum) bodies.push({ name: `${key} not allowed`, body: { ...base, [key]: '../../etc/passwd' } });
  });
  return bodies;
}

/** Ids that must be refused or found to name nothing: traversal, injection, absurd lengths, control bytes. */
export const HOSTILE_IDS = [
  '..%2F..%2Fetc%2Fpasswd',
  '%2E%2E%5C%2E%2E%5Cwindows%5Cwin.ini',
  '9'.repeat(400),
  "1'%20OR%20'1'%3D'1",
  '%00',
  '-1',
];
