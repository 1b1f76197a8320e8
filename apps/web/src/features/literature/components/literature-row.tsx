import { Link } from 'react-router';
import { flagsForSource, type LiteratureItem } from '@vigila/domain';
import { AiStatusLine } from '@/features/items/components/ai-status-line.tsx';
import { FlagBadges } from '@/features/items/components/flag-badges.tsx';
import { StatusButtons } from '@/features/items/components/status-buttons.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { literatureSource } from '../literature-source.ts';
import { DatabaseBadge } from './database-badge.tsx';

/** One article: title (opens the detail), authors, year, journal, PubMed/IBECS, SS/QM/SI badges and status. */
export function LiteratureRow({ article }: { article: LiteratureItem }) {
  const t = useT();
  const view = literatureSource.view(article);
  const authors = article.authors.length > 0 ? article.authors.join(', ') : t('literature.noAuthors');
  return (
    <div className="group relative flex flex-col gap-2 rounded-lg border bg-card p-4 shadow-xs transition-colors hover:border-primary/50 sm:flex-row sm:items-start sm:gap-4">
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-3">
          <Link
            to={literatureSource.detailPath(article)}
            className="line-clamp-2 min-w-0 font-medium outline-none after:absolute after:inset-0 after:rounded-lg focus-visible:after:ring-2 focus-visible:after:ring-ring"
          >
            {article.title}
          </Link>
          <span className="ml-auto shrink-0">
            <DatabaseBadge database={article.source} />
          </span>
        </div>
        <p className="mt-0.5 truncate text-sm text-muted-foreground">
          {authors}
          {' · '}
          {article.year ?? t('literature.noYear')}
          {article.journal ? ` · ${article.journal}` : null}
        </p>
        {article.abstract ? (
          <p className="mt-1 line-clamp-2 text-sm break-words">{article.abstract}</p>
        ) : null}
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <FlagBadges flags={flagsForSource('literature')} values={view.flags} />
          <AiStatusLine view={view} />
        </div>
      </div>
      <StatusButtons
        source="literature"
        id={article.id}
        status={view.status}
        className="relative z-10 sm:flex-col"
      />
    </div>
  );
}
