import type { AssessmentRow } from '@vigila/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { causalityText, expectednessReasonText } from '../lib/assessment-texts.ts';
import { AssessmentDialog } from './assessment-dialog.tsx';
import { DrugProductBadge } from './drug-products.tsx';

const EXPECTEDNESS_BADGE = {
  expected: 'secondary',
  unexpected: 'destructive',
  not_assessed: 'outline',
} as const;

/**
 * The case page's Assessment section (issue 26 point 4): one row per suspect or interacting drug × reaction with
 * the reporter's and the company's causality and the expectedness with its reason (decision 0041).
 */
export function AssessmentSection({
  caseId,
  rows,
  drugProducts,
}: {
  caseId: string;
  rows: readonly AssessmentRow[];
  /** Per drug entry, the dictionary's product it is linked to (the row's label came from it). */
  drugProducts?: readonly ({ name: string } | null)[];
}) {
  const t = useT();
  return (
    <section aria-labelledby="assessment-title" className="space-y-4 rounded-lg border bg-card p-4">
      <div>
        <h2 id="assessment-title" className="text-base font-semibold">
          {t('assessment.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('assessment.description')}</p>
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('assessment.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('assessment.drug')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('assessment.reaction')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('assessment.reporterCausality')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('assessment.companyCausality')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('assessment.expectedness')}
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">{t('assessment.edit')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.drug_index}-${row.reaction_index}`} className="border-t align-top">
                  <th scope="row" className="py-2 pr-3 font-medium">
                    {row.drug}
                    {drugProducts ? (
                      <span className="mt-1 block">
                        <DrugProductBadge product={drugProducts[row.drug_index]} />
                      </span>
                    ) : null}
                  </th>
                  <td className="py-2 pr-3">{row.reaction}</td>
                  <td className="py-2 pr-3">{causalityText(row.reporter, t)}</td>
                  <td className="py-2 pr-3">{causalityText(row.company, t)}</td>
                  <td className="py-2 pr-3">
                    <Badge variant={EXPECTEDNESS_BADGE[row.expectedness]}>
                      {t(`assessment.expectedness.${row.expectedness}`)}
                    </Badge>
                    <p className="mt-1 text-xs text-muted-foreground">
                      {expectednessReasonText(row.expectedness_reason, t)}
                    </p>
                  </td>
                  <td className="py-2 text-right">
                    <AssessmentDialog caseId={caseId} row={row} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
