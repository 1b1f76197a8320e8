import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS, endpoints, sourceItemEndpointsBySource } from '../api/endpoints/index.ts';
import { en } from '../messages/en.ts';
import { SOURCE_DEFINITIONS } from './source-definitions.ts';
import { MONITORED_SOURCES } from './source-list.ts';
import type { SourceDefinition } from './source-definition.ts';

/** Every message key a definition names outside its texts: its panel, its toasts. */
function namedKeys(definition: SourceDefinition): string[] {
  const { add, remove } = definition;
  const addKeys = add ? [add.label, add.placeholder, add.done, add.failed, add.analyzeFailed] : [];
  return [definition.settingsName, remove.done, remove.failed, ...addKeys].filter(
    (key): key is string => key !== undefined,
  );
}

describe('source definitions', () => {
  it('name only message keys the English catalogue has', () => {
    for (const definition of SOURCE_DEFINITIONS) {
      for (const key of namedKeys(definition))
        expect({ source: definition.name, key, in: key in en }).toEqual({
          source: definition.name,
          key,
          in: true,
        });
    }
  });

  it('give their Spanish texts exactly the keys of their English ones', async () => {
    for (const definition of SOURCE_DEFINITIONS) {
      const spanish = await definition.spanish();
      const errors = Object.keys(definition.errors).map((code) => `apiError.${code}`);
      expect(Object.keys(spanish).sort()).toEqual([...Object.keys(definition.texts), ...errors].sort());
    }
  });

  it('name calls that are in the endpoint table, and the delete call takes the key as its last parameter', () => {
    const table: Readonly<Record<string, { method: string; path: string; response?: unknown }>> = endpoints;
    const definitions: readonly SourceDefinition[] = SOURCE_DEFINITIONS;
    for (const definition of definitions) {
      const names = [definition.add?.endpoint, definition.analyze, definition.remove.endpoint];
      for (const name of names.filter((found): found is string => found !== undefined)) {
        const call = definition.endpoints[name];
        expect(table[name]).toMatchObject({ method: call?.method, path: call?.path });
        expect(table[name]?.response).toBe(call?.response);
      }
      const remove = table[definition.remove.endpoint];
      expect(remove?.method).toBe('DELETE');
      expect(remove?.path).toMatch(/\/:\w+$/);
    }
  });

  it('build the body of their add call as its contract reads it (the key under its field)', () => {
    const definitions: readonly SourceDefinition[] = SOURCE_DEFINITIONS;
    for (const { name, add, endpoints: calls } of definitions) {
      if (!add) continue;
      const body = calls[add.endpoint]?.body;
      expect({ name, parsed: body?.safeParse(add.body('B08N5WRWNW')).data }).toEqual({
        name,
        parsed: add.body('B08N5WRWNW'),
      });
    }
  });

  it('put every source’s own calls and review reads in the table, once', () => {
    const keys = ALL_ENDPOINTS.map((call) => `${call.method} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const source of MONITORED_SOURCES) {
      expect(ALL_ENDPOINTS).toContain(sourceItemEndpointsBySource[source].list);
      expect(ALL_ENDPOINTS).toContain(sourceItemEndpointsBySource[source].history);
    }
  });
});
