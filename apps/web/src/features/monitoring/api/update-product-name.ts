import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sourceAddresses } from '@vigila/domain';
import { readAnswer } from '@/lib/read-answer.ts';
import { apiCall } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { invalidateMonitoredSource } from './invalidate-source.ts';

export interface ProductNameChange {
  asin: string;
  productName: string;
}

export async function updateProductName({ asin, productName }: ProductNameChange): Promise<void> {
  const body = await apiCall(sourceAddresses.updateProductName, {
    body: { asin, product_name: productName.trim() },
  });
  readAnswer(body);
}

/** POST /amazon/update-product-name: the sidebar, panel and the product's reviews show the new name. */
export function useUpdateProductName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProductName,
    onSuccess: () => {
      notify.success(t('monitoring.productNameUpdated'));
      return invalidateMonitoredSource(queryClient, 'amazon');
    },
    onError: () => notify.error(t('monitoring.productNameFailed')),
  });
}
