import {
  changeRoleRequestSchema,
  invitationIdParamsSchema,
  invitationsResponseSchema,
  inviteRequestSchema,
  inviteResponseSchema,
  membersResponseSchema,
  orgIdParamsSchema,
  removeMemberRequestSchema,
  teamMessageResponseSchema,
  userOrgsResponseSchema,
} from '../../team/team-calls.ts';
import { endpoint } from '../endpoint.ts';
import { teamAddresses } from './team-addresses.ts';

const errors = [400, 401, 403, 404, 409] as const;

/** SPEC §7 /org calls, the invitation revoke and the organisation switcher's list (decision 0009). */
export const teamEndpoints = {
  userOrgs: endpoint({ ...teamAddresses.userOrgs, response: userOrgsResponseSchema, errors }),
  members: endpoint({
    ...teamAddresses.members,
    params: orgIdParamsSchema,
    response: membersResponseSchema,
    errors,
  }),
  changeRole: endpoint({
    ...teamAddresses.changeRole,
    body: changeRoleRequestSchema,
    response: teamMessageResponseSchema,
    errors,
  }),
  removeMember: endpoint({
    ...teamAddresses.removeMember,
    body: removeMemberRequestSchema,
    response: teamMessageResponseSchema,
    errors,
  }),
  inviteMember: endpoint({
    ...teamAddresses.inviteMember,
    body: inviteRequestSchema,
    response: inviteResponseSchema,
    errors,
  }),
  invitations: endpoint({
    ...teamAddresses.invitations,
    params: orgIdParamsSchema,
    response: invitationsResponseSchema,
    errors,
  }),
  revokeInvitation: endpoint({
    ...teamAddresses.revokeInvitation,
    params: invitationIdParamsSchema,
    response: teamMessageResponseSchema,
    errors,
  }),
};
