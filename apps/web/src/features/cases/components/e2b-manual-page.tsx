import { useMutation } from '@tanstack/react-query';
import { FilePlus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { caseWorkAddresses } from '@vigila/domain';
import { PageHeader } from '@/components/page/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { apiCall } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { ImportE2bButton } from './import-e2b-button.tsx';

/** /e2b (E2B Manual): a new ICSR with no source item, filled in on its case page, or a case imported from a file. */
export function E2bManualPage() {
  const t = useT();
  const navigate = useNavigate();
  const create = useMutation({
    mutationFn: async () => {
      const answer: unknown = await apiCall(caseWorkAddresses.createManualCase);
      const id = (answer as { id?: unknown } | null)?.id;
      if (typeof id !== 'string') throw new Error('Invalid response format');
      return id;
    },
    onSuccess: (id) => void navigate(`/cases/${encodeURIComponent(id)}`),
    onError: () => notify.error(t('page.e2bManual.failed')),
  });
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <PageHeader title={t('page.e2bManual.title')} description={t('page.e2bManual.body')} />
      <div className="flex flex-wrap gap-3">
        <Button disabled={create.isPending} aria-busy={create.isPending} onClick={() => create.mutate()}>
          <FilePlus aria-hidden="true" />
          {create.isPending ? t('page.e2bManual.creating') : t('page.e2bManual.new')}
        </Button>
        <ImportE2bButton />
      </div>
    </div>
  );
}
