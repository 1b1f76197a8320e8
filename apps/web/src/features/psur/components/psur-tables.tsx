import type { PsurData } from '@vigila/domain';
import { useNumberFormat } from '@/lib/format-number.ts';
import { useT } from '@/lib/i18n/index.ts';
import { caseSourceLabel, countryLabel, outcomeLabel, seriousnessLabel } from '../lib/psur-labels.ts';
import type { PsurSearch } from '../lib/psur-search.ts';
import { CountTable, FlaggedTable } from './count-tables.tsx';
import { LineListingTable } from './line-listing-table.tsx';
import { PsurSection } from './psur-section.tsx';
import { ReactionsTable } from './reactions-table.tsx';

/**
 * Every table of the report, in the order of a PSUR's cumulative and interval tabulations. `printable`: the paper
 * version (no export buttons, no links).
 */
export function PsurTables({
  data,
  search,
  printable = false,
}: {
  data: PsurData;
  search: PsurSearch;
  printable?: boolean;
}) {
  const t = useT();
  const numbers = useNumberFormat();
  const section = { search, exportable: !printable };
  return (
    <div className="space-y-8">
      <p className="text-sm" data-testid="psur-summary">
        {t('psur.casesSummary', { interval: data.cases.interval, cumulative: data.cases.cumulative })}{' '}
        {data.meddra_version === null ? (
          <span className="text-muted-foreground">{t('psur.meddraNone')}</span>
        ) : null}
      </p>
      <PsurSection
        table="reactions"
        title={t('psur.reactionsTitle')}
        description={t('psur.reactionsDescription')}
        {...section}
      >
        <ReactionsTable rows={data.reactions} />
      </PsurSection>
      <PsurSection
        table="seriousness"
        title={t('psur.seriousnessTitle')}
        description={t('psur.seriousnessDescription')}
        {...section}
      >
        <CountTable
          rows={data.seriousness}
          keyHeader={t('psur.seriousnessColumn')}
          label={(key) => seriousnessLabel(t, key)}
          testId="psur-seriousness-table"
        />
      </PsurSection>
      <PsurSection
        table="outcome"
        title={t('psur.outcomeTitle')}
        description={t('psur.outcomeDescription')}
        {...section}
      >
        <CountTable
          rows={data.outcome}
          keyHeader={t('psur.outcomeColumn')}
          label={(key) => outcomeLabel(t, key)}
          testId="psur-outcome-table"
        />
      </PsurSection>
      <PsurSection
        table="sources"
        title={t('psur.sourcesTitle')}
        description={t('psur.sourcesDescription')}
        {...section}
      >
        <CountTable
          rows={data.sources}
          keyHeader={t('psur.sourceColumn')}
          label={(key) => caseSourceLabel(t, key)}
          testId="psur-sources-table"
        />
      </PsurSection>
      <PsurSection
        table="countries"
        title={t('psur.countriesTitle')}
        description={t('psur.countriesDescription')}
        {...section}
      >
        <CountTable
          rows={data.countries}
          keyHeader={t('psur.countryColumn')}
          label={(key) => countryLabel(t, key)}
          testId="psur-countries-table"
        />
      </PsurSection>
      <PsurSection
        table="line-listing"
        title={t('psur.lineListingTitle')}
        description={
          data.line_listing_total > data.line_listing.length
            ? t('psur.lineListingTruncated', {
                shown: numbers.format(data.line_listing.length),
                total: numbers.format(data.line_listing_total),
              })
            : t('psur.lineListingDescription')
        }
        {...section}
      >
        <LineListingTable lines={data.line_listing} links={!printable} />
      </PsurSection>
      <PsurSection
        table="flagged-items"
        title={t('psur.flaggedTitle')}
        description={t('psur.flaggedDescription')}
        {...section}
      >
        <FlaggedTable rows={data.flagged_items} />
      </PsurSection>
    </div>
  );
}
