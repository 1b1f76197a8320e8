import type { PsurCountRow, PsurFlaggedRow } from '@vigila/domain';
import { flagsForSource } from '@vigila/domain';
import { useNumberFormat } from '@/lib/format-number.ts';
import { useT } from '@/lib/i18n/index.ts';
import { FLAG_CODE } from '@/review/lib/labels.ts';
import { caseSourceLabel } from '../lib/psur-labels.ts';
import { TD_NUMBER, TH } from './psur-section.tsx';

/** A counted table: one row per key (its label), cases or reactions in the interval and cumulatively. */
export function CountTable({
  rows,
  keyHeader,
  label,
  testId,
}: {
  rows: readonly PsurCountRow[];
  keyHeader: string;
  label: (key: string) => string;
  testId: string;
}) {
  const t = useT();
  const numbers = useNumberFormat();
  return (
    <table className="w-full text-sm" data-testid={testId}>
      <thead className="text-left text-xs text-muted-foreground">
        <tr className="border-b">
          <th scope="col" className={TH}>
            {keyHeader}
          </th>
          <th scope="col" className={`${TH} text-right`}>
            {t('psur.intervalColumn')}
          </th>
          <th scope="col" className={`${TH} text-right`}>
            {t('psur.cumulativeColumn')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b last:border-0" data-key={row.key}>
            <th scope="row" className="p-2 text-left font-medium">
              {label(row.key)}
            </th>
            <td className={TD_NUMBER}>{numbers.format(row.interval)}</td>
            <td className={TD_NUMBER}>{numbers.format(row.cumulative)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const SLOTS = ['adr', 'pqc', 'mi'] as const;

/** Flagged items naming the product per source, each flag slot under the source's own code (SS/QM/SI for literature). */
export function FlaggedTable({ rows }: { rows: readonly PsurFlaggedRow[] }) {
  const t = useT();
  const numbers = useNumberFormat();
  if (rows.length === 0) return <p className="p-3 text-sm text-muted-foreground">{t('psur.flaggedEmpty')}</p>;
  return (
    <table className="w-full text-sm" data-testid="psur-flagged-table">
      <thead className="text-left text-xs text-muted-foreground">
        <tr className="border-b">
          <th scope="col" className={TH}>
            {t('psur.sourceColumn')}
          </th>
          <th scope="col" className={`${TH} text-right`}>
            {t('psur.flaggedColumn')}
          </th>
          {SLOTS.map((slot) => (
            <th key={slot} scope="col" className={`${TH} text-right`}>
              {t(FLAG_CODE[slot])}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const codes = flagsForSource(row.source);
          return (
            <tr key={row.source} className="border-b last:border-0">
              <th scope="row" className="p-2 text-left font-medium">
                {caseSourceLabel(t, row.source)}
              </th>
              <td className={TD_NUMBER}>{numbers.format(row.flagged)}</td>
              {SLOTS.map((slot, index) => {
                const code = codes[index];
                return (
                  <td key={slot} className={TD_NUMBER}>
                    {numbers.format(row[slot])}
                    {code && code !== slot ? (
                      <>
                        {' '}
                        <span className="text-muted-foreground">({t(FLAG_CODE[code])})</span>
                      </>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
