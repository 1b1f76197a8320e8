import '../lib/psur-texts.ts';
import { Printer } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { usePsur } from '../api/get-psur.ts';
import { isCompleteSearch, psurParams, readPsurSearch, todayInZone } from '../lib/psur-search.ts';
import { PsurForm } from './psur-form.tsx';
import { PsurTables } from './psur-tables.tsx';

/** PSUR (issue 14, decision 0023): a product and an interval in the address, the report's tables below. */
export function PsurPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const search = readPsurSearch(params, todayInZone());
  const psur = usePsur(search);
  const complete = isCompleteSearch(search);
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('page.psur.title')}
        description={t('psur.description')}
        actions={
          complete ? (
            <Button asChild variant="outline">
              <Link to={`/psur/print?${psurParams(search).toString()}`}>
                <Printer aria-hidden="true" />
                {t('psur.printable')}
              </Link>
            </Button>
          ) : null
        }
      />
      <PsurForm key={params.toString()} search={search} onSubmit={(next) => setParams(psurParams(next))} />
      {!complete ? (
        <p className="text-sm text-muted-foreground">{t('psur.empty')}</p>
      ) : psur.isPending ? (
        <Spinner label={t('psur.loading')} />
      ) : psur.isError ? (
        <p className="text-sm text-destructive" role="alert">
          {t('psur.failed', { message: psur.error.message })}
        </p>
      ) : (
        <PsurTables data={psur.data} search={search} />
      )}
    </div>
  );
}
