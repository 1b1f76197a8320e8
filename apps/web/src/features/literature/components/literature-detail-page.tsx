import { useParams } from 'react-router';
import { ExternalLink as ExternalIcon } from 'lucide-react';
import { flagsForSource } from '@vigila/domain';
import { useItemDetail } from '@/review/api/get-item-detail.ts';
import { AiErrorAlert } from '@/review/components/detail/ai-error-alert.tsx';
import { DetailLayout } from '@/review/components/detail/detail-layout.tsx';
import { DetailNotFound, DetailSkeleton } from '@/review/components/detail/detail-states.tsx';
import { SafetyFlagsCard } from '@/review/components/detail/safety-flags-card.tsx';
import { FlagBadges } from '@/review/components/flag-badges.tsx';
import { TrainAiPanel } from '@/review/components/train-ai/train-ai-panel.tsx';
import { externalUrl } from '@/lib/external-url.ts';
import { useT } from '@/lib/i18n/index.ts';
import { literatureSource } from '../literature-source.ts';
import { AbstractCard } from './abstract-card.tsx';
import { DatabaseBadge } from './database-badge.tsx';
import { LiteratureSideCards } from './literature-side-cards.tsx';

/** /literature/details/{pmid} (SPEC §2.8). */
export function LiteratureDetailPage() {
  const t = useT();
  const { pmid = '' } = useParams();
  const detail = useItemDetail(literatureSource, pmid);

  if (detail.isPending) return <DetailSkeleton label={t('literature.loading')} />;
  if (detail.isError) {
    return (
      <DetailNotFound
        title={t('literature.notFound')}
        body={t('literature.notFoundBody')}
        back={literatureSource.routePath}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  const article = detail.data;
  const view = literatureSource.view(article);
  const flags = flagsForSource('literature');
  const pageUrl = externalUrl(article.url);
  const fullTextUrl = article.full_text_url.map((url) => externalUrl(url)).find(Boolean) ?? pageUrl;

  return (
    <DetailLayout
      back={literatureSource.routePath}
      title={article.title}
      header={
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
          <span>{article.authors.length > 0 ? article.authors.join(', ') : t('literature.noAuthors')}</span>
          <span>{article.year ?? t('literature.noYear')}</span>
          <DatabaseBadge database={article.source} />
          {pageUrl ? (
            <a
              href={pageUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${t('literature.externalLink')} ${t('link.newTab')}`}
              title={t('literature.externalLink')}
              className="rounded-sm text-primary outline-none hover:text-primary/80 focus-visible:ring-2 focus-visible:ring-ring"
            >
              <ExternalIcon aria-hidden="true" className="size-4" />
            </a>
          ) : null}
          <FlagBadges flags={flags} values={view.flags} />
        </div>
      }
      main={
        <>
          <AiErrorAlert error={view.aiStatus === 'failed' ? view.aiError : null} />
          <AbstractCard abstract={article.abstract} fullText={article.full_text_url} />
          <SafetyFlagsCard source="literature" view={view} title="literature.aiInsights" trainAi={false} />
          <TrainAiPanel source="literature" itemId={article.id} flags={flags} values={view.flags} />
        </>
      }
      side={<LiteratureSideCards article={article} view={view} fullTextUrl={fullTextUrl ?? null} />}
    />
  );
}
