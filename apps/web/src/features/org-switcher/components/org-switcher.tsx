import { lazy, Suspense } from 'react';
import { Building2 } from 'lucide-react';
import { useSwitchableOrgs } from './use-switchable-orgs.ts';

// The menu (Radix with its positioning library) is a chunk of its own: most users belong to one organisation.
const OrgSwitchMenu = lazy(() =>
  import('./org-switch-menu.tsx').then((module) => ({ default: module.OrgSwitchMenu })),
);

/** The active organisation in the header; with more than one, a menu to switch to another. */
export function OrgSwitcher() {
  const { orgs, activeName } = useSwitchableOrgs();
  if (!activeName) return null;

  const name = (
    <span className="flex items-center gap-2 text-sm text-muted-foreground">
      <Building2 aria-hidden="true" className="size-4" />
      <span className="font-medium text-foreground">{activeName}</span>
    </span>
  );
  if (orgs.length < 2) return name;
  return (
    <Suspense fallback={name}>
      <OrgSwitchMenu orgs={orgs} activeName={activeName} />
    </Suspense>
  );
}
