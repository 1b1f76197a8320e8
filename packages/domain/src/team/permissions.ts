import { ROLES, type Role } from '../constants.ts';

/**
 * What a role may do beyond being a member (issue 26 point 6, decision 0034). Each organisation keeps its own matrix
 * (Settings → Roles and permissions); these are the defaults a new organisation starts from, and the answer for any
 * cell it never changed. The server checks the matrix from the database on every call; the web only hides buttons.
 */
export const PERMISSION_ACTIONS = [
  'channel.remove',
  'case.complete',
  'case.reassign',
  'case.pass_qc',
  'case.pass_medical_review',
  'workflow.edit_settings',
  'permissions.edit',
  'archive.purge',
  'products.edit',
] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

export type PermissionMatrix = Readonly<Record<Role, Readonly<Record<PermissionAction, boolean>>>>;

const grants = (...actions: PermissionAction[]): Record<PermissionAction, boolean> =>
  Object.fromEntries(PERMISSION_ACTIONS.map((action) => [action, actions.includes(action)])) as Record<
    PermissionAction,
    boolean
  >;

/**
 * The shipped matrix: technicians work cases but neither remove channels, close cases nor reassign them; managers
 * run the case work (QC, medical review, completion); owners and admins also shape the workflow and the matrix;
 * purging archived items is the owner's alone; the product dictionary (whose labels decide expectedness) is
 * theirs to edit.
 */
export const DEFAULT_PERMISSIONS: PermissionMatrix = {
  owner: grants(...PERMISSION_ACTIONS),
  admin: grants(
    'channel.remove',
    'case.complete',
    'case.reassign',
    'case.pass_qc',
    'case.pass_medical_review',
    'workflow.edit_settings',
    'permissions.edit',
    'products.edit',
  ),
  manager: grants(
    'channel.remove',
    'case.complete',
    'case.reassign',
    'case.pass_qc',
    'case.pass_medical_review',
  ),
  technician: grants(),
};

/** The roles whose rights an organisation may change: the owner keeps every right, always. */
export const EDITABLE_PERMISSION_ROLES = [
  'admin',
  'manager',
  'technician',
] as const satisfies readonly Role[];
export type EditablePermissionRole = (typeof EDITABLE_PERMISSION_ROLES)[number];

/** One cell an organisation changed: role × action → allowed. */
export interface PermissionOverride {
  role: string;
  action: string;
  allowed: boolean;
}

export function isPermissionAction(value: string): value is PermissionAction {
  return (PERMISSION_ACTIONS as readonly string[]).includes(value);
}

/** The organisation's matrix: the defaults with its own changes on top; the owner's row is never changed. */
export function permissionMatrix(overrides: readonly PermissionOverride[]): PermissionMatrix {
  const matrix = Object.fromEntries(ROLES.map((role) => [role, { ...DEFAULT_PERMISSIONS[role] }])) as Record<
    Role,
    Record<PermissionAction, boolean>
  >;
  for (const { role, action, allowed } of overrides) {
    if (role === 'owner' || !(ROLES as readonly string[]).includes(role) || !isPermissionAction(action))
      continue;
    matrix[role as Role][action] = allowed;
  }
  return matrix;
}

/** A member may do what any one of their roles may do. */
export function rolesMay(
  matrix: PermissionMatrix,
  roles: readonly string[],
  action: PermissionAction,
): boolean {
  return roles.some((role) => (ROLES as readonly string[]).includes(role) && matrix[role as Role][action]);
}

/** Every action the roles may take, in the matrix's order. */
export function allowedActions(matrix: PermissionMatrix, roles: readonly string[]): PermissionAction[] {
  return PERMISSION_ACTIONS.filter((action) => rolesMay(matrix, roles, action));
}

/** The stable API error code of a refusal for want of `action` (`permission_case_complete`, …). */
export type PermissionErrorCode = `permission_${PermissionActionKey}`;
type PermissionActionKey = {
  [A in PermissionAction]: A extends `${infer Head}.${infer Tail}` ? `${Head}_${Tail}` : A;
}[PermissionAction];

export function permissionErrorCode(action: PermissionAction): PermissionErrorCode {
  return `permission_${action.replace('.', '_')}` as PermissionErrorCode;
}
