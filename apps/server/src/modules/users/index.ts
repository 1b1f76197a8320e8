// The public entry of the users module: what other modules and the composition root may use. Files outside
// modules/users/ import only this file (.dependency-cruiser.cjs); files inside import each other directly.

export { findUserById } from './users.repository.ts';
export { usersRoutes } from './users.routes.ts';
