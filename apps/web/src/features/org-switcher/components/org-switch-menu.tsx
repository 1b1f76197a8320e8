import { useState } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { DropdownMenu } from 'radix-ui';
import { Building2, Check, ChevronsUpDown } from 'lucide-react';
import { useT } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import type { SwitchableOrg } from './use-switchable-orgs.ts';

/** Signs in again for another organisation; the provider library loads with the choice, not with the menu. */
async function switchTo(orgId: string, returnTo: string): Promise<void> {
  const { switchOrganization } = await import('@/lib/auth/sign-in.ts');
  await switchOrganization(orgId, { returnTo });
}

/**
 * The menu of a member of several organisations: picking another signs in again for it (the provider's session
 * is reused), after the cached answers of this organisation are dropped.
 */
export function OrgSwitchMenu({ orgs, activeName }: { orgs: SwitchableOrg[]; activeName: string }) {
  const t = useT();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [switching, setSwitching] = useState(false);

  const pick = (orgId: string) => {
    if (orgs.find((org) => org.id === orgId)?.active) return;
    setSwitching(true);
    queryClient.clear();
    switchTo(orgId, `${location.pathname}${location.search}`).catch((error: unknown) => {
      console.error(t('orgSwitcher.failed'), error);
      notify.error(t('orgSwitcher.failed'));
      setSwitching(false);
    });
  };

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        disabled={switching}
        aria-label={t('orgSwitcher.label', { name: activeName })}
        className="flex max-w-[16rem] items-center gap-2 rounded-md px-2 py-1.5 text-sm text-muted-foreground outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
      >
        <Building2 aria-hidden="true" className="size-4 shrink-0" />
        <span className="truncate font-medium text-foreground">{activeName}</span>
        <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-[14rem] rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-medium text-muted-foreground">
            {t('orgSwitcher.heading')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={orgs.find((org) => org.active)?.id ?? ''} onValueChange={pick}>
            {orgs.map((org) => (
              <DropdownMenu.RadioItem
                key={org.id}
                value={org.id}
                className="relative flex cursor-default items-center gap-2 rounded-sm py-1.5 pr-2 pl-8 text-sm outline-none select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground"
              >
                <DropdownMenu.ItemIndicator className="absolute left-2 flex items-center">
                  <Check aria-hidden="true" className="size-4" />
                </DropdownMenu.ItemIndicator>
                <span className="truncate">{org.name}</span>
                {org.active ? (
                  <span className="ml-auto text-xs text-muted-foreground">{t('orgSwitcher.current')}</span>
                ) : null}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
