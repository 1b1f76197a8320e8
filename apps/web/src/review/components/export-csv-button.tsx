import { useState } from 'react';
import { FileDown } from 'lucide-react';
import type { EndpointAddress } from '@vigila/domain';
import { Button } from '@/components/ui/button.tsx';
import { apiDownload } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { saveFile } from '@/lib/save-file.ts';

/**
 * "Export CSV": downloads the list's export (exportAddresses) with the list's current filters, with the signed-in
 * user's token, and saves it under the name the server gives (`<list>-<yyyy-mm-dd>.csv`), else `fallbackName`.
 */
export function ExportCsvButton({
  address,
  query,
  fallbackName,
}: {
  address: EndpointAddress;
  query: URLSearchParams;
  fallbackName: string;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await apiDownload(address, query);
      saveFile(blob, fileName ?? fallbackName);
    } catch (error) {
      notify.error(
        t('list.exportFailed', { message: error instanceof Error ? error.message : String(error) }),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => void download()}>
      <FileDown aria-hidden="true" />
      {busy ? t('list.exporting') : t('list.exportCsv')}
    </Button>
  );
}
