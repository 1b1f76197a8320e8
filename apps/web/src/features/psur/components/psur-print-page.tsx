import '../lib/psur-texts.ts';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PRODUCT_NAME } from '@vigila/domain';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatDate, formatDateTime } from '@/lib/format-date.ts';
import { useT } from '@/lib/i18n/index.ts';
import { usePreferences } from '@/lib/preferences-store.ts';
import { usePsur } from '../api/get-psur.ts';
import { isCompleteSearch, psurParams, readPsurSearch, todayInZone } from '../lib/psur-search.ts';
import { PsurTables } from './psur-tables.tsx';

/** A calendar day (YYYY-MM-DD) in the reader's language, read as that day wherever the reader is. */
const day = (value: string, language: string) => formatDate(`${value}T12:00:00.000Z`, language);

/**
 * The printable report (decision 0023): organisation, product, interval, data lock point and when it was generated
 * (the reader's time zone), then every table; the browser prints it to PDF. Print CSS hides the app's sidebar and
 * header and starts each table on a new page.
 */
export function PsurPrintPage() {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const [params] = useSearchParams();
  const search = readPsurSearch(params, todayInZone());
  const psur = usePsur(search);
  const back = (
    <Button asChild variant="outline">
      <Link to={`/psur?${psurParams(search).toString()}`}>
        <ArrowLeft aria-hidden="true" />
        {t('psur.backToTables')}
      </Link>
    </Button>
  );
  const title = t('psur.reportTitle', { product: search.product });
  return (
    <article className="psur-print mx-auto max-w-6xl space-y-6" aria-labelledby="psur-print-title">
      <title>{t('app.pageTitle', { page: title, product: PRODUCT_NAME })}</title>
      <div className="print-hidden flex flex-wrap gap-2">
        {back}
        <Button type="button" onClick={() => window.print()} disabled={!psur.isSuccess}>
          <Printer aria-hidden="true" />
          {t('psur.print')}
        </Button>
      </div>
      <header className="space-y-3 border-b pb-4">
        <h1 id="psur-print-title" className="text-2xl font-semibold tracking-tight">
          {title}
        </h1>
        {psur.isSuccess ? (
          <dl
            className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]"
            data-testid="psur-print-facts"
          >
            <dt className="font-medium">{t('psur.organisation')}</dt>
            <dd>{psur.data.organisation}</dd>
            <dt className="font-medium">{t('psur.product')}</dt>
            <dd>{psur.data.product}</dd>
            <dt className="font-medium">{t('psur.interval')}</dt>
            <dd>
              {t('psur.intervalValue', {
                from: day(psur.data.from, language),
                to: day(psur.data.to, language),
              })}
            </dd>
            <dt className="font-medium">{t('psur.dlp')}</dt>
            <dd>{day(psur.data.to, language)}</dd>
            <dt className="font-medium">{t('psur.generatedAt')}</dt>
            <dd>{formatDateTime(psur.data.generated_at, language)}</dd>
            {psur.data.meddra_version === null ? null : (
              <>
                <dt className="font-medium">{t('psur.meddraVersion')}</dt>
                <dd>{psur.data.meddra_version}</dd>
              </>
            )}
          </dl>
        ) : null}
      </header>
      {!isCompleteSearch(search) ? (
        <p className="text-sm text-muted-foreground">{t('psur.empty')}</p>
      ) : psur.isPending ? (
        <Spinner label={t('psur.loading')} />
      ) : psur.isError ? (
        <p className="text-sm text-destructive" role="alert">
          {t('psur.failed', { message: psur.error.message })}
        </p>
      ) : (
        <PsurTables data={psur.data} search={search} printable />
      )}
    </article>
  );
}
