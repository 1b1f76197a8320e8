import { REVIEW_FLAGS, type HomeData } from '@vigila/domain';
import { useNumberFormat } from '@/lib/format-number.ts';
import { useT } from '@/lib/i18n/index.ts';

/** Per-flag precision and recall from the latest Train AI verdicts, with the counts they come from. */
export function QualityTable({ quality }: { quality: HomeData['quality'] }) {
  const t = useT();
  const numbers = useNumberFormat();
  const percent = useNumberFormat({ style: 'percent', maximumFractionDigits: 0 });
  const rate = (value: number | null) =>
    value === null ? (
      <span className="text-muted-foreground">
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('home.quality.noFigure')}</span>
      </span>
    ) : (
      percent.format(value)
    );
  return (
    <section aria-labelledby="home-quality" className="space-y-3">
      <div>
        <h2 id="home-quality" className="text-lg font-semibold">
          {t('home.quality.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('home.quality.description')}</p>
      </div>
      {/* Narrow screens and long Spanish headers scroll sideways: the region takes the keyboard focus to scroll. */}
      <div
        role="region"
        aria-labelledby="home-quality"
        tabIndex={0}
        className="relative overflow-x-auto rounded-xl border bg-card focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none"
      >
        <table className="w-full text-sm" data-testid="home-quality">
          <thead className="text-left text-xs text-muted-foreground">
            <tr className="border-b">
              <th scope="col" className="p-3 font-medium">
                {t('home.quality.flag')}
              </th>
              {(['precision', 'recall', 'correct', 'incorrect', 'missed'] as const).map((column) => (
                <th key={column} scope="col" className="p-3 text-right font-medium">
                  {t(`home.quality.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {REVIEW_FLAGS.map((flag) => {
              const figures = quality[flag];
              return (
                <tr key={flag} className="border-b last:border-0" data-flag={flag}>
                  <th scope="row" className="p-3 text-left font-medium">
                    {t(`flags.${flag}`)}{' '}
                    <span className="font-normal text-muted-foreground">{t(`flags.${flag}Name`)}</span>
                  </th>
                  <td className="p-3 text-right tabular-nums">{rate(figures.precision)}</td>
                  <td className="p-3 text-right tabular-nums">{rate(figures.recall)}</td>
                  <td className="p-3 text-right tabular-nums">{numbers.format(figures.correct)}</td>
                  <td className="p-3 text-right tabular-nums">{numbers.format(figures.incorrect)}</td>
                  <td className="p-3 text-right tabular-nums">{numbers.format(figures.missed)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
