import { useQuery } from '@tanstack/react-query';
import { productAddresses } from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { readArrayAnswer } from '@/lib/read-answer.ts';

/**
 * The names of the organisation's products by id, archived ones too (an item may name a product archived since):
 * what an item page's "Own product" marker shows. Under Settings → Products' key, so a rename there shows here.
 */
export function useProductNames(enabled: boolean) {
  const orgId = useAuthStore((state) => state.user?.org_id ?? null);
  return useQuery({
    queryKey: ['products', orgId, { archived: true }] as const,
    queryFn: async ({ signal }) =>
      readArrayAnswer(
        await apiCall(productAddresses.products, { query: { archived: 'true' }, signal }),
        'data',
      ),
    select: (products) => new Map(products.map((product) => [product.id, product.name])),
    enabled,
    staleTime: 5 * 60_000,
  });
}
