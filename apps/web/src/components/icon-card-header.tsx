import type { LucideIcon } from 'lucide-react';
import { CardHeader, CardTitle } from '@/components/ui/card.tsx';

/** A detail card's title with its icon before it (Status History, Drug Mentions). */
export function IconCardHeader({ icon: Icon, title }: { icon: LucideIcon; title: string }) {
  return (
    <CardHeader className="pb-3">
      <div className="flex items-center gap-2">
        <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
        <CardTitle className="text-base">{title}</CardTitle>
      </div>
    </CardHeader>
  );
}
