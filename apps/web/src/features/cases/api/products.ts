import { useQuery } from '@tanstack/react-query';
import { productAddresses } from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { readArrayAnswer } from '@/lib/read-answer.ts';

/**
 * GET /products under Settings → Products' key (features never import each other, so the key is written here too):
 * a product saved there shows in the case form's suggestions without a reload.
 */
export function useProductDictionary() {
  const orgId = useAuthStore((state) => state.user?.org_id ?? null);
  return useQuery({
    queryKey: ['products', orgId, { archived: false }] as const,
    queryFn: async ({ signal }) =>
      readArrayAnswer(
        await apiCall(productAddresses.products, { query: { archived: 'false' }, signal }),
        'data',
      ),
    staleTime: 5 * 60_000,
  });
}
