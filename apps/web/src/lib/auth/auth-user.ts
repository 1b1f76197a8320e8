import type { ClientConfig } from '@vigila/domain';

export interface OrgRef {
  id: string;
  name: string;
}

export type IdTokenClaims = Readonly<Record<string, unknown>>;

/** The signed-in user as the app keeps it (SPEC §3 "Signed-in user"). */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  picture: string | null;
  org_name: string | null;
  org_id: string | null;
  role: string | null;
  roles: string[];
  orgs: OrgRef[];
  id_token: IdTokenClaims;
}

export type ClaimNames = Pick<ClientConfig, 'rolesClaim' | 'orgsClaim' | 'orgIdClaim' | 'orgNameClaim'>;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The orgs claim is a list of `{ id, name }` objects for the embedded provider, or of plain ids elsewhere. */
function readOrgs(value: unknown): OrgRef[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown): OrgRef[] => {
    if (typeof entry === 'string') return [{ id: entry, name: entry }];
    if (typeof entry !== 'object' || entry === null) return [];
    const record = entry as Record<string, unknown>;
    const id = text(record.id);
    return id ? [{ id, name: text(record.name) ?? id }] : [];
  });
}

/** Builds the user from ID token claims; the claim names come from /config.json so any provider works. */
export function userFromClaims(claims: IdTokenClaims, names: ClaimNames): AuthUser {
  const rolesClaim = claims[names.rolesClaim];
  const roles = Array.isArray(rolesClaim) ? rolesClaim.filter((r): r is string => typeof r === 'string') : [];
  const email = text(claims.email) ?? '';
  return {
    id: text(claims.sub) ?? '',
    email,
    name: text(claims.name) ?? email,
    picture: text(claims.picture),
    org_name: text(claims[names.orgNameClaim]),
    org_id: text(claims[names.orgIdClaim]),
    // The main role is the first roles claim; some providers put a single `role` on the profile instead.
    role: roles[0] ?? text(claims.role),
    roles,
    orgs: readOrgs(claims[names.orgsClaim]),
    id_token: claims,
  };
}

/** The `exp` claim of a JWT in milliseconds, or null when the token is not a readable JWT. */
export function jwtExpirationMs(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp: unknown = (JSON.parse(json) as Record<string, unknown>).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}
