// The public entry of the invitations module: what other modules and the composition root may use. Files outside
// modules/invitations/ import only this file (.dependency-cruiser.cjs); files inside import each other directly.

export { invitationsRoutes } from './invitations.routes.ts';
export { invitationPort } from './accept-invitation.ts';
export type { InvitationsServices } from './invitations.deps.ts';
