import { ROLES, type Role } from '@vigila/domain';
import type { AppConfig } from '../config.ts';

export type ClaimNames = AppConfig['oidc']['claims'];

export interface ClaimedOrg {
  id: string;
  name: string | null;
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The orgs claim: a list of org ids, or of `{ id, name }` objects (both forms are seen in providers). */
export function readOrgsClaim(claims: Record<string, unknown>, names: ClaimNames): ClaimedOrg[] {
  const raw = claims[names.orgs];
  if (!Array.isArray(raw)) return [];
  const orgs: ClaimedOrg[] = [];
  for (const entry of raw as unknown[]) {
    if (typeof entry === 'string' && entry !== '') orgs.push({ id: entry, name: null });
    if (typeof entry === 'object' && entry !== null && 'id' in entry) {
      const id = nonEmptyString(entry.id);
      if (id) orgs.push({ id, name: 'name' in entry ? nonEmptyString(entry.name) : null });
    }
  }
  return orgs;
}

export function readOrgIdClaim(claims: Record<string, unknown>, names: ClaimNames): string | null {
  return nonEmptyString(claims[names.orgId]);
}

/** The organisation the token vouches for by this id (orgs claim or org_id claim), or null when it does not. */
export function findClaimedOrg(
  claims: Record<string, unknown>,
  names: ClaimNames,
  orgId: string,
): ClaimedOrg | null {
  const listed = readOrgsClaim(claims, names).find((org) => org.id === orgId);
  if (listed) return listed;
  if (readOrgIdClaim(claims, names) !== orgId) return null;
  return { id: orgId, name: nonEmptyString(claims[names.orgName]) };
}

const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

/** The roles claim, in order (first is the main role), reduced to known roles; 'no-role' and unknowns vanish. */
export function readRolesClaim(claims: Record<string, unknown>, names: ClaimNames): Role[] {
  const raw = claims[names.roles];
  const values = Array.isArray(raw) ? raw : [raw];
  return [...new Set(values.filter(isRole))];
}
