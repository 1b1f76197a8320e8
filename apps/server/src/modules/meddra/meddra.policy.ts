import { AppError } from '../../http/app-error.ts';

/** Who may load a release: it replaces what every case of the organisation is coded against (issue 13). */
const RELEASE_ADMIN_ROLES: readonly string[] = ['owner', 'admin'];

export function requireReleaseAdmin(roles: readonly string[]): void {
  if (!roles.some((role) => RELEASE_ADMIN_ROLES.includes(role))) throw AppError.of('meddra_admins_only');
}
