import type { ReactElement } from 'react';
import { Tooltip } from 'radix-ui';
import { TOOLTIP_SKIP_DELAY_MS } from '@vigila/domain';

/**
 * A menu entry's name beside it while the sidebar is collapsed to icons (`shown`). Each tooltip has its own
 * provider: with no delay in the sidebar (SPEC §9) there is no skip delay to share, and Radix closes the other
 * tooltips when one opens whatever their provider.
 */
export function SidebarTooltip({
  label,
  shown,
  children,
}: {
  label: string;
  shown: boolean;
  children: ReactElement;
}) {
  return (
    <Tooltip.Provider delayDuration={0} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
        {shown ? (
          <Tooltip.Portal>
            <Tooltip.Content
              side="right"
              align="center"
              sideOffset={8}
              className="z-50 rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md"
            >
              {label}
            </Tooltip.Content>
          </Tooltip.Portal>
        ) : null}
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
