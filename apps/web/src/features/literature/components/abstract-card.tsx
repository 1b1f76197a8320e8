import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ExternalLink } from '@/components/external-link.tsx';
import { externalUrl } from '@/lib/external-url.ts';
import { useT } from '@/lib/i18n/index.ts';
import { abstractSections } from '../lib/abstract-sections.ts';

/** The abstract as labelled paragraphs, then the Full Article links (numbered when several) or their absence. */
export function AbstractCard({
  abstract,
  fullText,
}: {
  abstract: string | null;
  fullText: readonly string[];
}) {
  const t = useT();
  const sections = abstractSections(abstract);
  const links = fullText.map((url) => externalUrl(url)).filter((url): url is string => url !== null);
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">{t('literature.abstract')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {sections.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('literature.noAbstract')}</p>
        ) : (
          <div className="space-y-3 text-sm leading-6">
            {sections.map((section, index) => (
              <p key={index} className="break-words">
                {section.label ? <strong className="font-semibold">{section.label}: </strong> : null}
                {section.text}
              </p>
            ))}
          </div>
        )}
        <div className="flex flex-wrap gap-x-4 gap-y-2 border-t pt-3 text-sm">
          {links.length === 0 ? (
            <span className="text-muted-foreground">{t('literature.fullArticleNotAvailable')}</span>
          ) : (
            links.map((url, index) => (
              <ExternalLink key={url} href={url}>
                {links.length > 1
                  ? t('literature.fullArticleNumbered', { number: index + 1 })
                  : t('literature.fullArticle')}
              </ExternalLink>
            ))
          )}
        </div>
      </CardContent>
    </Card>
  );
}
