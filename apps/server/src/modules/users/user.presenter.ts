import type { UserResponse } from '@vigila/domain';
import type { MembershipSummary } from '../memberships/index.ts';
import type { UserRecord } from './users.repository.ts';

/** The only shape a user leaves the server in: whitelisted fields, plus the organisation the answer is about. */
export function presentUser(user: UserRecord, membership: MembershipSummary | null): UserResponse {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    picture: user.picture,
    org_id: membership?.orgId ?? null,
    org_name: membership?.orgName ?? null,
    roles: membership ? [...membership.roles] : [],
  };
}
