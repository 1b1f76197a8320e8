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

const errors = [400, 401, 403, 404, 409] as const;

/** SPEC §7 /org calls, the invitation revoke and the organisation switcher's list (decision 0009). */
export const teamEndpoints = {
  userOrgs: endpoint({ method: 'GET', path: '/orgs', response: userOrgsResponseSchema, errors }),
  members: endpoint({
    method: 'GET',
    path: '/org/:orgId/members',
    params: orgIdParamsSchema,
    response: membersResponseSchema,
    errors,
  }),
  changeRole: endpoint({
    method: 'POST',
    path: '/org/change-role',
    body: changeRoleRequestSchema,
    response: teamMessageResponseSchema,
    errors,
  }),
  removeMember: endpoint({
    method: 'DELETE',
    path: '/org/member',
    body: removeMemberRequestSchema,
    response: teamMessageResponseSchema,
    errors,
  }),
  inviteMember: endpoint({
    method: 'POST',
    path: '/org/invite',
    body: inviteRequestSchema,
    response: inviteResponseSchema,
    errors,
  }),
  invitations: endpoint({
    method: 'GET',
    path: '/org/:orgId/invitations',
    params: orgIdParamsSchema,
    response: invitationsResponseSchema,
    errors,
  }),
  revokeInvitation: endpoint({
    method: 'DELETE',
    path: '/org/invitations/:id',
    params: invitationIdParamsSchema,
    response: teamMessageResponseSchema,
    errors,
  }),
};
