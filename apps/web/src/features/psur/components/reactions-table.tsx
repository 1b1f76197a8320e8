import type { PsurReactionRow } from '@vigila/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { useNumberFormat } from '@/lib/format-number.ts';
import { useT } from '@/lib/i18n/index.ts';
import { TD_NUMBER, TH } from './psur-section.tsx';

const rowKey = (row: PsurReactionRow) =>
  `${row.soc_code ?? 'not-coded'}|${row.is_soc_total ? 'total' : (row.pt_code ?? `term:${row.term ?? ''}`)}`;

/**
 * Cases per SOC (its total first) and PT, the reactions not coded last under their reported terms; interval and
 * cumulative counts, each split serious and non-serious.
 */
export function ReactionsTable({ rows }: { rows: readonly PsurReactionRow[] }) {
  const t = useT();
  const numbers = useNumberFormat();
  const figures = (row: PsurReactionRow) =>
    [
      row.interval,
      row.interval_serious,
      row.interval - row.interval_serious,
      row.cumulative,
      row.cumulative_serious,
      row.cumulative - row.cumulative_serious,
    ].map((value, index) => (
      <td key={index} className={TD_NUMBER}>
        {numbers.format(value)}
      </td>
    ));
  const split = [t('psur.totalColumn'), t('psur.seriousColumn'), t('psur.nonSeriousColumn')];
  return (
    <table className="w-full text-sm" data-testid="psur-reactions-table">
      <thead className="text-left text-xs text-muted-foreground">
        <tr>
          <th scope="col" rowSpan={2} className={`${TH} align-bottom`}>
            {t('psur.reactionColumn')}
          </th>
          <th scope="colgroup" colSpan={3} className={`${TH} text-center`}>
            {t('psur.intervalColumn')}
          </th>
          <th scope="colgroup" colSpan={3} className={`${TH} text-center`}>
            {t('psur.cumulativeColumn')}
          </th>
        </tr>
        <tr className="border-b">
          {[...split, ...split].map((label, index) => (
            <th key={index} scope="col" className={`${TH} text-right`}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const notCoded = row.soc_code === null;
          if (row.is_soc_total)
            return (
              <tr key={rowKey(row)} className="border-b bg-muted/40" data-soc={row.soc_code ?? 'not-coded'}>
                <th scope="row" className="p-2 text-left font-semibold">
                  {notCoded
                    ? t('psur.notCoded')
                    : t('psur.socTotal', { soc: row.soc_name ?? row.soc_code ?? '' })}
                </th>
                {figures(row)}
              </tr>
            );
          return (
            <tr key={rowKey(row)} className="border-b last:border-0" data-pt={row.pt_code ?? row.term ?? ''}>
              <th scope="row" className="p-2 pl-6 text-left font-normal">
                {notCoded ? (
                  <>
                    {row.term} <Badge variant="outline">{t('psur.notCodedBadge')}</Badge>
                  </>
                ) : (
                  <>
                    {row.pt_name} <span className="text-xs text-muted-foreground">{row.pt_code}</span>
                  </>
                )}
              </th>
              {figures(row)}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
