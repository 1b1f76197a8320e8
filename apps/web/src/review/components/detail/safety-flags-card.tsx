import type { ReactNode } from 'react';
import { ShieldAlert } from 'lucide-react';
import { flagsForSource, slotOfFlag, type FlagSlot, type PlainMessageKey, type Source } from '@vigila/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { FLAG_CODE, FLAG_NAME } from '../../lib/labels.ts';
import type { ItemView } from '../../source-descriptor.ts';
import { FLAG_VARIANT } from '../flag-badges.tsx';
import { TrainAiDialog } from '../train-ai/train-ai-dialog.tsx';
import { CaseFactsPanel } from './case-facts-panel.tsx';
import { OwnProductsLine } from './own-products-line.tsx';

/**
 * Safety Flags (SPEC §2.8): each of the source's three flags with the analysis' verdict and the reason quoting
 * the evidence, plus per-flag extras (ADR's MedDRA value, the case facts), and the Train AI button. Literature names the card
 * 'AI Insights' and trains in its own collapsible panel instead (`title`, `trainAi`).
 */
export function SafetyFlagsCard({
  source,
  view,
  extra = {},
  title = 'detail.safetyFlags',
  trainAi = true,
}: {
  source: Source;
  view: ItemView;
  extra?: Partial<Record<FlagSlot, ReactNode>>;
  title?: PlainMessageKey;
  trainAi?: boolean;
}) {
  const t = useT();
  const flags = flagsForSource(source);
  const analysed = view.aiStatus === 'processed';
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-3">
        <div className="flex items-center gap-2">
          <ShieldAlert aria-hidden="true" className="size-4 text-muted-foreground" />
          <CardTitle className="text-base">{t(title)}</CardTitle>
        </div>
        {trainAi ? (
          <TrainAiDialog source={source} itemId={view.id} flags={flags} values={view.flags} />
        ) : null}
      </CardHeader>
      <CardContent>
        {analysed ? null : <p className="mb-3 text-sm text-muted-foreground">{t('detail.notAnalysed')}</p>}
        <OwnProductsLine ids={view.ownProductIds} />
        <ul className="divide-y">
          {flags.map((flag) => {
            const slot = slotOfFlag(flag);
            const detected = view.flags[slot] === true;
            return (
              <li key={flag} className="py-3 first:pt-0 last:pb-0" data-flag={flag}>
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant={detected ? FLAG_VARIANT[slot] : 'outline'}>{t(FLAG_CODE[flag])}</Badge>
                  <span className="text-sm font-medium">{t(FLAG_NAME[flag])}</span>
                  <span className="ml-auto text-xs text-muted-foreground">
                    {detected ? t('detail.flagDetected') : t('detail.flagNotDetected')}
                  </span>
                </div>
                {detected ? (
                  <p className="mt-1.5 text-sm break-words text-muted-foreground">
                    {view.reasons[slot] ?? t('detail.noReason')}
                  </p>
                ) : null}
                {detected && extra[slot] ? <div className="mt-1 text-sm">{extra[slot]}</div> : null}
                {detected && slot === 'adr' && view.caseFacts ? (
                  <CaseFactsPanel facts={view.caseFacts} />
                ) : null}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
