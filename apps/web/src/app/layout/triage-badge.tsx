import { CircleCheck } from 'lucide-react';
import { SidebarMenuBadge } from '@/components/ui/sidebar/sidebar-menu.tsx';
import { useTriageCount } from '@/features/triage/api/get-triage-count.ts';
import { useT } from '@/lib/i18n/index.ts';

/** Open items with any of adr, pqc or mi (SPEC §9); zero shows a green check. */
export function TriageBadge({ count }: { count: number }) {
  const t = useT();
  if (count === 0) {
    return (
      <SidebarMenuBadge>
        <CircleCheck role="img" aria-label={t('nav.triageClear')} className="size-4 text-success" />
      </SidebarMenuBadge>
    );
  }
  return (
    <SidebarMenuBadge className="bg-destructive text-destructive-foreground">
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{t('nav.triageCount', { count })}</span>
    </SidebarMenuBadge>
  );
}

/** The badge with the real count (GET /triage/count); nothing until it is known, so zero never shows by mistake. */
export function LiveTriageBadge() {
  const count = useTriageCount();
  return count.data === undefined ? null : <TriageBadge count={count.data} />;
}
