import { REVIEW_FLAGS, SOURCE_COLOURS, type HomeData } from '@vigila/domain';
import { useT } from '@/lib/i18n/index.ts';
import { SOURCE_LISTS } from '../lib/home-links.ts';
import { casesByWeek, flagsByWeek, itemsBySource } from '../lib/trend-rows.ts';
import { WeeklyTrend } from './weekly-trend.tsx';

// Mid-tone colours that read on the light and the dark theme alike (each source's is in its definition).
const FLAG_COLOURS = { adr: '#ef4444', pqc: '#f59e0b', mi: '#3b82f6' } as const;

/** Items by source, flags by flag and cases opened/closed, week by week. */
export function TrendsSection({ data }: { data: HomeData }) {
  const t = useT();
  const bySource = itemsBySource(data);
  return (
    <section aria-labelledby="home-trends" className="space-y-3">
      <div>
        <h2 id="home-trends" className="text-lg font-semibold">
          {t('home.trends.title')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('home.trends.description', { weeks: data.weeks.length })}
        </p>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <WeeklyTrend
          id="trend-items"
          title={t('home.trends.itemsBySource')}
          rows={bySource.rows}
          series={bySource.sources.map((source) => ({
            key: source,
            name: t(SOURCE_LISTS[source].label),
            colour: SOURCE_COLOURS[source],
          }))}
          stacked
        />
        <WeeklyTrend
          id="trend-flags"
          title={t('home.trends.flagsByFlag')}
          rows={flagsByWeek(data)}
          series={REVIEW_FLAGS.map((flag) => ({
            key: flag,
            name: t(`flags.${flag}`),
            colour: FLAG_COLOURS[flag],
          }))}
        />
        <WeeklyTrend
          id="trend-cases"
          title={t('home.trends.cases')}
          rows={casesByWeek(data)}
          series={[
            { key: 'opened', name: t('home.trends.opened'), colour: '#0ea5e9' },
            { key: 'closed', name: t('home.trends.closed'), colour: '#10b981' },
          ]}
        />
      </div>
    </section>
  );
}
