import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializer } from './response-serializer.ts';

const memberSchema = z.object({
  id: z.string(),
  name: z.string(),
  picture: z.string().nullable().optional(),
  roles: z.array(z.enum(['owner', 'technician'])),
});

describe('responseSerializer', () => {
  it('writes the schema fields only: a field the schema does not name is never sent', () => {
    const write = responseSerializer(memberSchema);
    const row = { id: 'u1', name: 'Alice', roles: ['owner'], email: 'alice@example.test', passwordHash: 'x' };
    expect(JSON.parse(write(row))).toEqual({ id: 'u1', name: 'Alice', roles: ['owner'] });
  });

  it('writes the same JSON value as the zod serialiser, optional and null fields included', () => {
    const write = responseSerializer(z.object({ members: z.array(memberSchema) }));
    const members = [
      { id: 'u1', name: 'Alice', picture: null, roles: ['owner'] },
      { id: 'u2', name: 'Bob "B" \u2028', picture: 'https://example.test/b.png', roles: [] },
      { id: 'u3', name: 'Carol', roles: ['technician'] },
    ];
    expect(JSON.parse(write({ members }))).toEqual({ members });
  });

  it('refuses an answer its schema refuses (tests check every answer against zod too)', () => {
    const write = responseSerializer(memberSchema);
    expect(() => write({ id: 'u1', name: 'Alice', roles: ['pilot'] })).toThrow();
    expect(() => write({ id: 'u1', roles: [] })).toThrow();
  });

  it('falls back to the zod serialiser for a schema JSON Schema cannot express', () => {
    const write = responseSerializer(z.object({ at: z.date() }));
    expect(JSON.parse(write({ at: new Date('2026-11-25T10:00:00.000Z') }))).toEqual({
      at: '2026-11-25T10:00:00.000Z',
    });
  });
});
