import '../lib/home-texts.ts';
import { PageHeader } from '@/components/page/page-header.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useHome } from '../api/get-home.ts';
import { QualityTable } from './quality-table.tsx';
import { SourceHealthList } from './source-health-list.tsx';
import { ToDoSection } from './to-do-section.tsx';
import { TrendsSection } from './trends-section.tsx';

/** Home (issue 14, decision 0020): what needs doing now, trends, analysis quality and data-source health. */
export function HomePage() {
  const t = useT();
  const home = useHome();
  return (
    <div className="space-y-8">
      <PageHeader title={t('page.home.title')} description={t('home.description')} />
      {home.isPending ? (
        <Spinner label={t('home.loading')} />
      ) : home.isError ? (
        <p className="text-sm text-destructive" role="alert">
          {t('home.failed')}
        </p>
      ) : (
        <>
          <ToDoSection pending={home.data.pending} cases={home.data.cases} />
          <TrendsSection data={home.data} />
          <div className="grid grid-cols-1 gap-8 xl:grid-cols-2">
            <QualityTable quality={home.data.quality} />
            <SourceHealthList sources={home.data.sources} />
          </div>
        </>
      )}
    </div>
  );
}
