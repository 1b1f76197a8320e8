import { afterEach, describe, expect, it, vi } from 'vitest';
import { ensureUserRegistered, fetchUser, registerUser } from './user-setup.ts';
import type { AuthUser } from './auth-user.ts';

const user: AuthUser = {
  id: 'sub-1',
  email: 'tech@demo.test',
  name: 'Tara Technician',
  picture: null,
  org_name: 'Demo Pharma',
  org_id: 'org-1',
  role: null,
  roles: [],
  orgs: [],
  id_token: {},
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('user setup after sign-in', () => {
  it("registers the user when GET /users/{id} answers 404, with role 'no-role' when there is none", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(404, { error: 'User not found' }))
      .mockResolvedValueOnce(json(200, { success: true, data: {} }));
    vi.stubGlobal('fetch', fetchMock);
    await ensureUserRegistered(user);
    expect(fetchMock.mock.calls.map((call) => (call as [string])[0])).toEqual([
      '/api/users/sub-1',
      '/api/register',
    ]);
    const body = JSON.parse((fetchMock.mock.calls[1] as [string, RequestInit])[1].body as string) as unknown;
    expect(body).toEqual({
      id: 'sub-1',
      email: 'tech@demo.test',
      name: 'Tara Technician',
      picture: null,
      org_name: 'Demo Pharma',
      org_id: 'org-1',
      role: 'no-role',
    });
  });

  it('does not register a user the API knows', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(json(200, { success: true, data: {} }));
    vi.stubGlobal('fetch', fetchMock);
    await ensureUserRegistered(user);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('passes other failures on, so sign-in can log out', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(json(500, { error: 'boom' })));
    await expect(ensureUserRegistered(user)).rejects.toThrow('boom');
  });

  it("refuses to run without a user: 'No user available'", async () => {
    await expect(fetchUser(null)).rejects.toThrow('No user available');
    await expect(registerUser(null)).rejects.toThrow('No user available');
  });
});
