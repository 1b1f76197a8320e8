import { describe, expect, it } from 'vitest';
import { definitionFromParam, definitionParam, newDefinition, readDefinition } from './report-definition.ts';

describe('a report definition in the address', () => {
  it('comes back as it went, its empty filters left out of the address', () => {
    const definition = newDefinition('cases');
    if (definition.subject !== 'cases') throw new Error('a cases report was asked for');
    const param = definitionParam({ ...definition, filters: { ...definition.filters, product: 'Zentor' } });
    expect(param).not.toContain('null');
    expect(definitionFromParam(param)).toEqual({
      ...definition,
      filters: { ...definition.filters, product: 'Zentor', status: undefined, case_type: undefined },
    });
  });

  it('keeps only what the catalogue knows, and starts over from nothing it can read', () => {
    const read = readDefinition({
      subject: 'items',
      filters: { sources: ['email', 'fax'], flags: ['ss', 'xx'], status: 'odd', date_from: 'yesterday' },
      columns: ['title', 'password_hash', 'title'],
      group_by: 'country',
    });
    expect(read).toMatchObject({
      subject: 'items',
      filters: { sources: ['email'], flags: ['ss'], status: 'all', date_from: undefined },
      columns: ['title'],
      group_by: null,
    });
    expect(definitionFromParam('{not json')).toBeNull();
    expect(definitionFromParam(JSON.stringify({ subject: 'orgs' }))).toBeNull();
    expect(readDefinition({ subject: 'cases', columns: [] })?.columns).toEqual(
      newDefinition('cases').columns,
    );
  });
});
