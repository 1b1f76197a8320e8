import { BadgeCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { useT } from '@/lib/i18n/index.ts';

export function VerifiedPurchaseBadge() {
  const t = useT();
  return (
    <Badge variant="success">
      <BadgeCheck aria-hidden="true" className="size-3" />
      {t('amazon.verifiedPurchase')}
    </Badge>
  );
}
