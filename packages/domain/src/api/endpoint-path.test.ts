import { describe, expect, it } from 'vitest';
import { endpoints, sourceItemEndpointsBySource } from './endpoints/index.ts';
import { endpointPath, queryString } from './endpoint-path.ts';

describe('endpointPath', () => {
  it('answers a path without parameters as it is', () => {
    expect(endpointPath(endpoints.changeStatus)).toBe('/change-status');
    expect(endpointPath(endpoints.triageCount)).toBe('/triage/count');
  });

  it('fills each :parameter with its encoded value', () => {
    expect(endpointPath(endpoints.caseHistory, { id: 'c-1' })).toBe('/cases/c-1/history');
    expect(endpointPath(endpoints.deleteSearchTerm, { searchTerm: 'ibuprofen / niños?' })).toBe(
      '/literature/delete/ibuprofen%20%2F%20ni%C3%B1os%3F',
    );
    expect(endpointPath(endpoints.connectMailbox, { provider: 'gmail' })).toBe('/mailboxes/gmail/connect');
    expect(endpointPath(sourceItemEndpointsBySource.youtube.detail, { id: 42 })).toBe('/youtube/42');
  });

  it('adds the query, leaving out what is not set and repeating lists', () => {
    expect(
      endpointPath(sourceItemEndpointsBySource.email.list, undefined, {
        page: 2,
        search: 'rash & fever',
        status: undefined,
        flags: ['adr', 'pqc'],
        empty: '',
        none: null,
      }),
    ).toBe('/emails?page=2&search=rash+%26+fever&flags=adr&flags=pqc');
    expect(endpointPath(endpoints.members, { orgId: 'o1' }, { x: true })).toBe('/org/o1/members?x=true');
  });

  it('refuses a call without a value for a parameter', () => {
    // A caller that bypasses the types (an untyped record) still cannot send ":id" to the server.
    const params = {} as { id: string };
    expect(() => endpointPath(endpoints.getCase, params)).toThrow('GET /cases/:id needs the parameter "id"');
  });
});

describe('queryString', () => {
  it('is empty without values', () => {
    expect(queryString(undefined)).toBe('');
    expect(queryString({ a: undefined })).toBe('');
  });
});
