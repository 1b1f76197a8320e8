import type { LiteratureItem } from '@vigila/domain';
import { ItemRow, ItemRowLink } from '@/review/components/item-row.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { literatureSource } from '../literature-source.ts';
import { DatabaseBadge } from './database-badge.tsx';

/** One article: title (opens the detail), authors, year, journal, PubMed/IBECS, SS/QM/SI badges and status. */
export function LiteratureRow({ article }: { article: LiteratureItem }) {
  const t = useT();
  const view = literatureSource.view(article);
  const authors = article.authors.length > 0 ? article.authors.join(', ') : t('literature.noAuthors');
  return (
    <ItemRow source="literature" view={view}>
      <div className="flex items-start gap-3">
        <ItemRowLink to={literatureSource.detailPath(article)} clamp>
          {article.title}
        </ItemRowLink>
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
      {article.abstract ? <p className="mt-1 line-clamp-2 text-sm break-words">{article.abstract}</p> : null}
    </ItemRow>
  );
}
