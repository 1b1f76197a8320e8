import {
  userAddresses,
  NO_ROLE,
  type GetUserResponse,
  type RegisterRequest,
  type RegisterResponse,
} from '@vigila/domain';
import { apiCall, ApiError } from '../api-client.ts';
import type { AuthUser } from './auth-user.ts';

/** GET /users/{id}; a 404 becomes 'User not found', which leads to registration (SPEC §7.2, §8). */
export async function fetchUser(user: AuthUser | null): Promise<GetUserResponse> {
  if (!user) throw new Error('No user available');
  try {
    return await apiCall(userAddresses.getUser, { params: { id: user.id } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      throw new Error('User not found', { cause: error });
    throw error;
  }
}

export async function registerUser(user: AuthUser | null): Promise<RegisterResponse> {
  if (!user) throw new Error('No user available');
  const body: RegisterRequest = {
    id: user.id,
    email: user.email,
    name: user.name,
    picture: user.picture,
    org_name: user.org_name,
    org_id: user.org_id,
    role: user.role ?? NO_ROLE,
  };
  return apiCall(userAddresses.register, { body });
}

/** After sign-in: make sure the API knows the user, registering on first sign-in. */
export async function ensureUserRegistered(user: AuthUser | null): Promise<void> {
  try {
    await fetchUser(user);
  } catch (error) {
    if (error instanceof Error && error.message === 'User not found') {
      await registerUser(user);
      return;
    }
    throw error;
  }
}
