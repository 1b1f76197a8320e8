import { useQuery } from '@tanstack/react-query';
import { workflowAddresses, type PermissionAction, type PermissionsAnswer } from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { readAnswer } from '@/lib/read-answer.ts';

/** The query key of the organisation's permission matrix (decision 0034): Settings invalidates it on a change. */
export const permissionKeys = {
  all: ['org', 'permissions'] as const,
  of: (orgId: string | null) => ['org', 'permissions', orgId] as const,
};

/** GET /org/permissions: the organisation's matrix and what the signed-in member may do. */
export function usePermissions() {
  const orgId = useAuthStore((state) => state.user?.org_id ?? null);
  return useQuery({
    queryKey: permissionKeys.of(orgId),
    queryFn: async ({ signal }): Promise<PermissionsAnswer> =>
      readAnswer(await apiCall(workflowAddresses.permissions, { signal }), 'data').data,
  });
}

/**
 * Whether the signed-in member may take the action: false until the server has said so. Only what the web shows
 * follows from it; the server checks every call itself.
 */
export function useMay(): (action: PermissionAction) => boolean {
  const permissions = usePermissions();
  const mine = permissions.data?.my_actions ?? [];
  return (action) => mine.includes(action);
}
