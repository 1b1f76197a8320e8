// The public entry of the memberships module: what other modules and the composition root may use. Files outside
// modules/memberships/ import only this file (.dependency-cruiser.cjs); files inside import each other directly.

export {
  callerIdentityLoader,
  findOrg,
  insertMembership,
  insertMembershipIfAbsent,
  insertOrgIfAbsent,
  listMembershipsOfUser,
  lockMembershipRoles,
  type MembershipSummary,
} from './memberships.repository.ts';
