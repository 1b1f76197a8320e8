// The public entry of the org module: what other modules and the composition root may use. Files outside
// modules/org/ import only this file (.dependency-cruiser.cjs); files inside import each other directly.

export { requireMemberManager, requireRolesWithinRank } from './org.policy.ts';
export { findMemberRoles, isMemberByEmail, lockOrg, setMemberRoles } from './org.repository.ts';
export { orgRoutes } from './org.routes.ts';
export { permissionsRoutes } from './permissions.routes.ts';
export { callerMay, orgWorkflowSettings, requirePermission } from './permissions.service.ts';
