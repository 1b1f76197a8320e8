import type { LiteratureDatabase } from '@vigila/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { DATABASE_NAME } from '@/review/components/database-filter.tsx';
import { useT } from '@/lib/i18n/index.ts';

/** Where the article was found: PubMed or IBECS. */
export function DatabaseBadge({ database }: { database: LiteratureDatabase }) {
  const t = useT();
  return (
    <Badge variant={database === 'ibecs' ? 'secondary' : 'outline'} data-database={database}>
      {t(DATABASE_NAME[database])}
    </Badge>
  );
}
