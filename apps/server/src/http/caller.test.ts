import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppError } from './app-error.ts';
import { callerOf } from './caller.ts';

const withCall = (fields: Partial<Pick<FastifyRequest, 'auth' | 'membership'>>) =>
  ({ auth: null, membership: null, ...fields }) as FastifyRequest;

const auth = { userId: 'auth0|alice', tokenClaims: { sub: 'auth0|alice' }, memberships: [] } as never;

describe('callerOf', () => {
  it('is the checked membership with the user, roles in canonical order', () => {
    const membership = { orgId: 'org_1', orgName: 'Acme', roles: ['technician', 'owner', 'unknown'] };
    expect(callerOf(withCall({ auth, membership }))).toEqual({
      userId: 'auth0|alice',
      orgId: 'org_1',
      orgName: 'Acme',
      roles: ['owner', 'technician'],
    });
  });

  it('refuses a call without a token (401) or without a checked membership (403)', () => {
    expect(() => callerOf(withCall({}))).toThrow(
      expect.objectContaining({ code: 'unauthorized' }) as AppError,
    );
    expect(() => callerOf(withCall({ auth }))).toThrow(
      expect.objectContaining({ code: 'forbidden' }) as AppError,
    );
  });
});
