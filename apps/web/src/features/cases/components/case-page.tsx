// First: the case form's English labels join the catalogue before any of this page's modules reads them.
import '../lib/case-form-texts.ts';
import { useParams } from 'react-router';
import { FileQuestion } from 'lucide-react';
import { PRODUCT_NAME } from '@vigila/domain';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { BackButton } from '@/review/components/detail/detail-layout.tsx';
import { DetailSkeleton } from '@/review/components/detail/detail-states.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/index.ts';
import { useCase } from '../api/get-case.ts';
import { AssessmentSection } from './assessment-section.tsx';
import { ProductSuggestions } from './product-suggestions.tsx';
import { CaseDetailsPanel } from './case-details-panel.tsx';
import { DuplicatesPanel } from './duplicates-panel.tsx';
import { E2bR3Download } from './e2b-r3-download.tsx';
import { E2bForm } from './e2b-form.tsx';
import { ObligationsPanel } from './obligations-panel.tsx';
import { PossiblySeriousNotice } from './possibly-serious-notice.tsx';

const CASES_PATH = '/cases';

function CaseProblem({ title, body, onRetry }: { title: string; body: string; onRetry?: () => void }) {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-3xl">
      <BackButton fallback={CASES_PATH} />
      <Card className="mt-4">
        <CardContent className="flex flex-col items-center gap-3 pt-6 text-center">
          <FileQuestion aria-hidden="true" className="size-10 text-muted-foreground" />
          <h1 className="text-xl font-semibold">{title}</h1>
          <p className="max-w-md text-sm text-muted-foreground">{body}</p>
          {onRetry ? (
            <Button variant="outline" onClick={onRetry}>
              {t('caseForm.retry')}
            </Button>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}

/** /cases/{id} and /e2b/{id}: the Case Details panel above the case's E2B form (SPEC §2.9). */
export function CasePage() {
  const t = useT();
  const { id = '' } = useParams();
  const query = useCase(id);

  if (query.isPending) return <DetailSkeleton label={t('caseForm.loading')} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return <CaseProblem title={t('caseForm.notFound')} body={t('caseForm.notFoundBody')} />;
    }
    return (
      <CaseProblem
        title={t('caseForm.loadFailed')}
        body={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const detail = query.data;
  const title = t('caseForm.pageTitle', { id: detail.id.slice(-5) });
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6">
      <title>{t('app.pageTitle', { page: title, product: PRODUCT_NAME })}</title>
      <div>
        <BackButton fallback={CASES_PATH} />
        <h1 className="mt-2 text-2xl font-semibold tracking-tight" title={detail.id}>
          {title}
        </h1>
      </div>
      <CaseDetailsPanel detail={detail} />
      <PossiblySeriousNotice caseId={detail.id} words={detail.possibly_serious_words} />
      {/* Per receiver, what is owed by when, from the rules in force on day 0 (decision 0040). */}
      <ObligationsPanel caseId={detail.id} />
      <DuplicatesPanel caseId={detail.id} />
      <E2bR3Download caseId={detail.id} />
      {/* A new form per case: another case's local edits and pre-fill must never leak into this one. */}
      <E2bForm key={detail.id} detail={detail} />
      {/* After the form: the pairs are the form's suspect and interacting drugs × its reactions. */}
      <AssessmentSection caseId={detail.id} rows={detail.assessments} drugProducts={detail.drug_products} />
      <ProductSuggestions />
    </div>
  );
}
