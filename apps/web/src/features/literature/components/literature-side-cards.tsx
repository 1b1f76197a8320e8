import { BookOpen } from 'lucide-react';
import type { LiteratureItem } from '@vigila/domain';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ExternalLinkButton } from '@/components/external-link.tsx';
import { PlatformDetailsCard, QuickActionsCard } from '@/review/components/detail/side-cards.tsx';
import { StatusHistoryCard } from '@/review/components/detail/status-history-card.tsx';
import { StatusButtons } from '@/review/components/status-buttons.tsx';
import type { ItemView } from '@/review/source-descriptor.ts';
import { literatureCaseDraft } from '@/review/lib/case-draft.ts';
import { useT } from '@/lib/i18n/index.ts';
import { literatureSource } from '../literature-source.ts';

/** The side of an article: Actions (status buttons), Status History, Literature Info and Quick Actions. */
export function LiteratureSideCards({
  article,
  view,
  fullTextUrl,
}: {
  article: LiteratureItem;
  view: ItemView;
  fullTextUrl: string | null;
}) {
  const t = useT();
  return (
    <>
      <Card>
        <CardHeader className="pb-3">
          <CardTitle className="text-base">{t('literature.actions')}</CardTitle>
        </CardHeader>
        <CardContent>
          <StatusButtons source="literature" id={article.id} status={view.status} size="default" />
        </CardContent>
      </Card>
      <StatusHistoryCard descriptor={literatureSource} id={article.id} />
      <PlatformDetailsCard
        title="literature.info"
        rows={[
          { label: t('literature.pmid'), value: <span className="font-mono text-xs">{article.pmid}</span> },
          { label: t('literature.publicationYear'), value: article.year ?? t('literature.noYear') },
          {
            label: t('literature.authors'),
            value: article.authors.length > 0 ? article.authors.join(', ') : t('literature.noAuthors'),
          },
          ...(article.journal ? [{ label: t('literature.journal'), value: article.journal }] : []),
          ...(article.search_terms.length > 0
            ? [{ label: t('literature.searchTerms'), value: article.search_terms.join(' · ') }]
            : []),
        ]}
      />
      <QuickActionsCard caseDraft={literatureCaseDraft(article)}>
        {fullTextUrl ? (
          <ExternalLinkButton href={fullTextUrl} icon={BookOpen}>
            {t('literature.viewFullText')}
          </ExternalLinkButton>
        ) : null}
      </QuickActionsCard>
    </>
  );
}
