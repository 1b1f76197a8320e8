import { Link } from 'react-router';
import type { PsurLine } from '@vigila/domain';
import { useT } from '@/lib/i18n/index.ts';
import {
  ageUnitLabel,
  caseSourceLabel,
  caseStatusLabel,
  countryLabel,
  outcomeLabel,
  seriousnessLabel,
  sexLabel,
} from '../lib/psur-labels.ts';
import { TH } from './psur-section.tsx';

const INTERACTING = '3';

/** The interval's cases, one a row: what a PSUR's line listing gives for each (ICH E2C). */
export function LineListingTable({ lines, links }: { lines: readonly PsurLine[]; links: boolean }) {
  const t = useT();
  if (lines.length === 0)
    return <p className="p-3 text-sm text-muted-foreground">{t('psur.lineListingEmpty')}</p>;
  const headers = [
    t('psur.referenceColumn'),
    t('psur.receiptColumn'),
    t('psur.countryColumn'),
    t('psur.patientColumn'),
    t('psur.drugsColumn'),
    t('psur.reactionsColumn'),
    t('psur.seriousnessColumn'),
    t('psur.outcomeColumn'),
    t('psur.sourceColumn'),
    t('psur.statusColumn'),
  ];
  return (
    <table className="w-full text-sm" data-testid="psur-line-listing-table">
      <thead className="text-left text-xs text-muted-foreground">
        <tr className="border-b">
          {headers.map((header) => (
            <th key={header} scope="col" className={TH}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => {
          const patient = [
            line.age === null ? null : t('psur.age', { age: line.age, unit: ageUnitLabel(t, line.age_unit) }),
            sexLabel(t, line.sex),
          ].filter(Boolean);
          return (
            <tr key={line.case_id} className="border-b align-top last:border-0" data-case={line.reference_id}>
              <th scope="row" className="p-2 text-left font-medium">
                {links ? (
                  <Link
                    to={`/cases/${line.case_id}`}
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    {line.reference_id}
                  </Link>
                ) : (
                  line.reference_id
                )}
              </th>
              <td className="p-2 whitespace-nowrap">{line.receipt_date}</td>
              <td className="p-2">{countryLabel(t, line.country)}</td>
              <td className="p-2">{patient.join(', ')}</td>
              <td className="p-2">
                <ul>
                  {line.drugs.map((drug, index) => (
                    <li key={index}>
                      {drug.product ?? drug.substance}
                      {drug.product && drug.substance ? ` (${drug.substance})` : ''}
                      {drug.dose ? ` ${drug.dose}${drug.dose_unit ? ` ${drug.dose_unit}` : ''}` : ''}
                      {drug.route ? `, ${t('psur.route', { route: drug.route })}` : ''}
                      {drug.role === INTERACTING ? ` (${t('psur.interacting')})` : ''}
                    </li>
                  ))}
                </ul>
              </td>
              <td className="p-2">
                <ul>
                  {line.reactions.map((reaction, index) => (
                    <li key={index}>{reaction.pt_name ?? reaction.term}</li>
                  ))}
                </ul>
              </td>
              <td className="p-2">
                {line.serious ? t('psur.serious') : t('psur.non_serious')}
                {line.criteria.length > 0 ? (
                  <span className="block text-xs text-muted-foreground">
                    {line.criteria.map((criterion) => seriousnessLabel(t, criterion)).join(', ')}
                  </span>
                ) : null}
              </td>
              <td className="p-2">
                <ul>
                  {line.reactions.map((reaction, index) => (
                    <li key={index}>{outcomeLabel(t, reaction.outcome)}</li>
                  ))}
                </ul>
              </td>
              <td className="p-2">{caseSourceLabel(t, line.source)}</td>
              <td className="p-2">{caseStatusLabel(t, line.status)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
