import { Pill } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { IconCardHeader } from '@/components/icon-card-header.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { drugMentions } from '../lib/amazon-links.ts';

/** Drug Mentions (SPEC §2.8): the drug names the analysis found in the review; absent when it found none. */
export function DrugMentionsCard({ mention }: { mention: string | null }) {
  const t = useT();
  const names = drugMentions(mention);
  if (names.length === 0) return null;
  return (
    <Card>
      <IconCardHeader icon={Pill} title={t('amazon.drugMentions')} />
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
