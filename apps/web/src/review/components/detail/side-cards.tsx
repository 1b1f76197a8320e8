import type { ReactNode } from 'react';
import { RotateCw } from 'lucide-react';
import type { AiStatus, PlainMessageKey } from '@vigila/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useT } from '@/lib/i18n/index.ts';
import type { CaseDraft } from '../../lib/case-draft.ts';
import { ConvertToCaseSlot } from './convert-to-case-slot.tsx';
import { SimilarItemsSlot } from './similar-items-slot.tsx';

export interface DetailRow {
  label: string;
  value: ReactNode;
}

/** Platform Details: label/value rows chosen by each source (SPEC §2.8); literature titles it Literature Info. */
export function PlatformDetailsCard({
  rows,
  title = 'detail.platformDetails',
}: {
  rows: readonly DetailRow[];
  title?: PlainMessageKey;
}) {
  const t = useT();
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">{t(title)}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="space-y-3 text-sm">
          {rows.map(({ label, value }) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/** Detail side panels say Processed or Pending (green or yellow), plus the error when the analysis failed. */
export function AiStatusBadge({ status }: { status: AiStatus }) {
  const t = useT();
  switch (status) {
    case 'processed':
      return <Badge variant="success">{t('detail.processed')}</Badge>;
    case 'failed':
      return <Badge variant="destructive">{t('detail.processingError')}</Badge>;
    case 'pending':
    case 'processing':
      return <Badge variant="warning">{t('detail.pendingAi')}</Badge>;
  }
}

/**
 * Quick Actions: the source's own buttons, then Convert to Case (plugged in by the app, see convert-to-case-slot);
 * under it, the item's Similar items (plugged in the same way, similar-items-slot).
 */
export function QuickActionsCard({ caseDraft, children }: { caseDraft: CaseDraft; children?: ReactNode }) {
  const t = useT();
  return (
    <>
      <Card>
        <CardHeader className="pb-3">
          <CardTitle className="text-base">{t('detail.quickActions')}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 [&>span]:w-full">
          {children}
          <ConvertToCaseSlot draft={caseDraft} />
        </CardContent>
      </Card>
      <SimilarItemsSlot itemId={caseDraft.reference_id} />
    </>
  );
}

/** Starts the source's analysis job again (POST …/analyze); a failed transcription or analysis is retryable. */
export function ReanalyseButton({ pending, onClick }: { pending: boolean; onClick: () => void }) {
  const t = useT();
  return (
    <Button variant="outline" className="w-full" disabled={pending} onClick={onClick}>
      <RotateCw aria-hidden="true" className={pending ? 'animate-spin' : undefined} />
      {t('detail.reanalyse')}
    </Button>
  );
}
