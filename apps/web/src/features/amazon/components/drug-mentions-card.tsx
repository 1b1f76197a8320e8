import { Pill } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { drugMentions } from '../lib/amazon-links.ts';

/** Drug Mentions (SPEC §2.8): the drug names the analysis found in the review; absent when it found none. */
export function DrugMentionsCard({ mention }: { mention: string | null }) {
  const t = useT();
  const names = drugMentions(mention);
  if (names.length === 0) return null;
  return (
    <Card>
      <CardHeader className="pb-3">
        <div className="flex items-center gap-2">
          <Pill aria-hidden="true" className="size-4 text-muted-foreground" />
          <CardTitle className="text-base">{t('amazon.drugMentions')}</CardTitle>
        </div>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-wrap gap-2">
          {names.map((name) => (
            <li key={name}>
              <Badge variant="secondary">{name}</Badge>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
