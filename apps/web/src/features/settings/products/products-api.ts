import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { productAddresses, type ProductInput } from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { readArrayAnswer } from '@/lib/read-answer.ts';

/** The dictionary's query keys; the case page reads the same list (features never import each other). */
const productKeys = {
  all: ['products'] as const,
  of: (orgId: string | null, archived: boolean) => ['products', orgId, { archived }] as const,
};

/** GET /products: the organisation's products by name, the archived ones too when asked. */
export function useProducts(archived: boolean) {
  const orgId = useAuthStore((state) => state.user?.org_id ?? null);
  return useQuery({
    queryKey: productKeys.of(orgId, archived),
    queryFn: async ({ signal }) =>
      readArrayAnswer(
        await apiCall(productAddresses.products, {
          query: { archived: archived ? 'true' : 'false' },
          signal,
        }),
        'data',
      ),
  });
}

/** POST /products or PUT /products/{id}: the list reloads after. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ProductInput }) =>
      id === null
        ? apiCall(productAddresses.createProduct, { body })
        : apiCall(productAddresses.updateProduct, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}

/** POST /products/{id}/archive or /restore. */
export function useArchiveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, archived }: { id: string; archived: boolean }) =>
      apiCall(archived ? productAddresses.archiveProduct : productAddresses.restoreProduct, {
        params: { id },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
