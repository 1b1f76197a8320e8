import { HOME_DUE_SOON_DAYS, REVIEW_FLAGS, type HomeCases, type HomePending } from '@vigila/domain';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card.tsx';
import { useNumberFormat } from '@/lib/format-number.ts';
import { useT } from '@/lib/i18n/index.ts';
import {
  casesUrl,
  flagListUrl,
  flaggedListUrl,
  listFlagOf,
  overdueCasesUrl,
  SOURCE_LISTS,
} from '../lib/home-links.ts';

/** Pending flagged items per source, each figure a link into its list with the filter set. */
function PendingCard({ pending }: { pending: readonly HomePending[] }) {
  const t = useT();
  const numbers = useNumberFormat();
  return (
    <Card>
      <CardHeader>
        <h3 className="leading-tight font-semibold">{t('home.todo.pendingTitle')}</h3>
        <CardDescription>{t('home.todo.pendingDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        {pending.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('home.todo.nothingPending')}</p>
        ) : (
          <ul className="divide-y" data-testid="home-pending">
            {pending.map((row) => {
              const source = t(SOURCE_LISTS[row.source].label);
              return (
                <li key={row.source} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
                  <Link
                    to={flaggedListUrl(row.source)}
                    className="min-w-40 font-medium underline-offset-4 hover:underline"
                    aria-label={t('home.todo.openFlagged', { count: numbers.format(row.flagged), source })}
                  >
                    {source}: {t('home.todo.flagged', { count: numbers.format(row.flagged) })}
                  </Link>
                  {REVIEW_FLAGS.filter((slot) => row[slot] > 0).map((slot) => {
                    const flag = t(`flags.${listFlagOf(row.source, slot)}`);
                    return (
                      <Link
                        key={slot}
                        to={flagListUrl(row.source, slot)}
                        className="rounded-md border px-2 py-0.5 text-xs hover:bg-muted"
                        aria-label={t('home.todo.openFlag', {
                          count: numbers.format(row[slot]),
                          flag,
                          source,
                        })}
                      >
                        {flag} {numbers.format(row[slot])}
                      </Link>
                    );
                  })}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** Open cases due soon, overdue and unassigned. */
function CasesCard({ cases }: { cases: HomeCases }) {
  const t = useT();
  const numbers = useNumberFormat();
  const figures = [
    {
      key: 'due-soon',
      label: t('home.todo.dueSoon', { days: HOME_DUE_SOON_DAYS }),
      n: cases.due_soon,
      to: casesUrl,
    },
    { key: 'overdue', label: t('home.todo.overdue'), n: cases.overdue, to: overdueCasesUrl },
    { key: 'unassigned', label: t('home.todo.unassigned'), n: cases.unassigned, to: casesUrl },
  ];
  return (
    <Card>
      <CardHeader>
        <h3 className="leading-tight font-semibold">{t('home.todo.casesTitle')}</h3>
        <CardDescription>{t('home.todo.casesDescription', { open: cases.open })}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-3 gap-3" data-testid="home-cases">
          {figures.map((figure) => (
            <li key={figure.key}>
              <Link
                to={figure.to}
                data-figure={figure.key}
                className="flex h-full flex-col rounded-lg border p-3 hover:bg-muted"
              >
                <span
                  className={
                    figure.key === 'overdue' && figure.n > 0
                      ? 'text-2xl font-semibold text-destructive'
                      : 'text-2xl font-semibold'
                  }
                >
                  {numbers.format(figure.n)}
                </span>
                <span className="text-xs text-muted-foreground">{figure.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

export function ToDoSection({ pending, cases }: { pending: readonly HomePending[]; cases: HomeCases }) {
  const t = useT();
  return (
    <section aria-labelledby="home-todo" className="space-y-3">
      <h2 id="home-todo" className="text-lg font-semibold">
        {t('home.todo.title')}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <PendingCard pending={pending} />
        <CasesCard cases={cases} />
      </div>
    </section>
  );
}
