import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_BASE_PATH } from '../../constants.ts';
import { ALL_ENDPOINTS, endpoints, sourceItemEndpointsBySource } from './index.ts';

const keyOf = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;
const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();

describe('the endpoint table', () => {
  it('has one entry per method and path', () => {
    const keys = ALL_ENDPOINTS.map(keyOf);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(keys.length).toBe(Object.keys(endpoints).length + 6 * 4);
  });

  it('writes paths in Fastify form, under the API base path', () => {
    for (const endpoint of ALL_ENDPOINTS) {
      expect(endpoint.path).toMatch(/^\/[A-Za-z0-9\-/:]*[A-Za-z0-9]$/);
      expect(endpoint.path.startsWith(API_BASE_PATH)).toBe(false);
    }
  });

  it('gives every path parameter, and only those, a params schema', () => {
    for (const endpoint of ALL_ENDPOINTS) {
      const declared =
        endpoint.params instanceof z.ZodObject ? Object.keys(endpoint.params.shape).sort() : [];
      expect({ endpoint: keyOf(endpoint), params: declared }).toEqual({
        endpoint: keyOf(endpoint),
        params: pathParams(endpoint.path),
      });
    }
  });

  it('sends a body only with methods that carry one', () => {
    for (const endpoint of ALL_ENDPOINTS) {
      if (endpoint.method === 'GET') expect(endpoint.body === undefined && !endpoint.multipart).toBe(true);
    }
  });

  it('keeps the paths of SPEC §7.2', () => {
    expect(keyOf(endpoints.changeStatus)).toBe('POST /change-status');
    expect(keyOf(endpoints.removeMember)).toBe('DELETE /org/member');
    expect(keyOf(endpoints.deleteSearchTerm)).toBe('DELETE /literature/delete/:searchTerm');
    expect(keyOf(sourceItemEndpointsBySource.youtube.list)).toBe('GET /youtube/getComments');
    expect(keyOf(sourceItemEndpointsBySource.literature.history)).toBe('GET /literature/:id/history');
    expect(keyOf(sourceItemEndpointsBySource.amazon.counts)).toBe('GET /reviews/counts');
  });
});
