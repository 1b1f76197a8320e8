import type { AnyFlag, FlagSlot } from '@vigila/domain';
import { slotOfFlag } from '@vigila/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { FLAG_CODE, FLAG_NAME } from '../lib/labels.ts';

/** One colour per flag slot, the same on badges, cards and the detail's Safety Flags. */
export const FLAG_VARIANT: Record<FlagSlot, 'destructive' | 'warning' | 'default'> = {
  adr: 'destructive',
  pqc: 'warning',
  mi: 'default',
};

/** ADR/PQC/MI (or SS/QM/SI) badges for the flags the analysis set. */
export function FlagBadges({
  flags,
  values,
}: {
  flags: readonly AnyFlag[];
  values: Record<FlagSlot, boolean | null>;
}) {
  const t = useT();
  const set = flags.filter((flag) => values[slotOfFlag(flag)] === true);
  if (set.length === 0) return null;
  return (
    <ul aria-label={t('item.flagsLabel')} className="flex flex-wrap gap-1">
      {set.map((flag) => (
        <li key={flag}>
          <Badge variant={FLAG_VARIANT[slotOfFlag(flag)]} title={t(FLAG_NAME[flag])}>
            {t(FLAG_CODE[flag])}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
