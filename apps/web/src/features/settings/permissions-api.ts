import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { workflowAddresses, type UpdatePermissionRequest, type WorkflowSettings } from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { readAnswer } from '@/lib/read-answer.ts';
import { permissionKeys } from '@/lib/use-permissions.ts';

/** PUT /org/permissions: one cell of the matrix; the matrix (and what the reader may do) reloads. */
export function useUpdatePermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cell: UpdatePermissionRequest) =>
      apiCall(workflowAddresses.updatePermission, { body: cell }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: permissionKeys.all }),
  });
}

const workflowKey = (orgId: string | null) => ['org', 'workflow', orgId] as const;

/** GET /org/workflow, as the case page reads it (the same key, so a change here shows there). */
export function useOrgWorkflow() {
  const orgId = useAuthStore((state) => state.user?.org_id ?? null);
  return useQuery({
    queryKey: workflowKey(orgId),
    queryFn: async ({ signal }) =>
      readAnswer(await apiCall(workflowAddresses.workflowSettings, { signal }), 'data').data,
  });
}

/** PUT /org/workflow: the three settings at once. */
export function useUpdateWorkflow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: WorkflowSettings) =>
      apiCall(workflowAddresses.updateWorkflowSettings, { body: settings }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['org', 'workflow'] }),
  });
}
