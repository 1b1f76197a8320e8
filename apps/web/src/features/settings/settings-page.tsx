import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LogOut } from 'lucide-react';
import { PRODUCT_NAME, PRODUCT_VERSION } from '@vigila/domain';
import { PageHeader } from '@/components/page/page-header.tsx';
import { Accordion } from '@/components/ui/accordion.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useLogout } from '@/lib/auth/use-logout.ts';
import { useT } from '@/lib/i18n/index.ts';
import { AppearanceSection } from './appearance-section.tsx';
import { DataSourcesSection, type SourcePanels } from './data-sources-section.tsx';
import { MeddraSection } from './meddra/meddra-section.tsx';
import { NonRelevantReasonsSection } from './non-relevant-reasons-section.tsx';
import { ReportingRulesSection } from './reporting-rules/reporting-rules-section.tsx';
import { PublisherPanel } from './publisher-panel.tsx';
import type { PreferredTermPicker } from './products/product-form.tsx';
import { ProductsSection } from './products/products-section.tsx';
import { RetentionSection } from './retention/retention-section.tsx';
import { RolesPermissionsSection } from './roles-permissions-section.tsx';
import { WorkflowSettingsSection } from './workflow-settings-section.tsx';
import {
  AccountManagementSection,
  BillingHistorySection,
  UserManagementSection,
} from './simple-sections.tsx';
import { SubscriptionSection } from './subscription-section.tsx';
import { SupportCard } from './support-card.tsx';

/**
 * SPEC §2.4: a multi-open accordion, then the support card, the publisher panel and the footer. The route
 * composes the team panel, the source features' panels and extra cards in (features never import each other).
 */
export function SettingsPage({
  team,
  sourcePanels,
  cards,
  termPicker,
}: {
  team?: ReactNode;
  sourcePanels?: SourcePanels;
  cards?: ReactNode;
  /** Settings → Products' MedDRA picker (the case form's search, composed in by the route). */
  termPicker?: PreferredTermPicker;
} = {}) {
  const t = useT();
  const { logout, pending } = useLogout();
  const [params] = useSearchParams();
  // Back from a mailbox sign-in (?mailbox=…), the data sources are what the reader wants to see.
  const open = ['user-management', 'appearance', ...(params.has('mailbox') ? ['data-sources'] : [])];
  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageHeader title={t('settings.title')} description={t('settings.body')} />
      <Accordion type="multiple" defaultValue={open} className="space-y-3">
        <UserManagementSection>{team}</UserManagementSection>
        <RolesPermissionsSection />
        <WorkflowSettingsSection />
        <AppearanceSection />
        <DataSourcesSection panels={sourcePanels} />
        <MeddraSection />
        <RetentionSection />
        <NonRelevantReasonsSection />
        <ReportingRulesSection />
        <ProductsSection termPicker={termPicker} />
        <SubscriptionSection />
        <BillingHistorySection />
        <AccountManagementSection />
      </Accordion>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        {cards}
        <SupportCard />
        <PublisherPanel />
      </div>
      <footer className="mt-8 flex flex-wrap items-center justify-between gap-4 border-t pt-6">
        <p className="text-sm text-muted-foreground">
          {t('app.version', { product: PRODUCT_NAME, version: PRODUCT_VERSION })}
        </p>
        <Button variant="outline" onClick={logout} disabled={pending}>
          <LogOut aria-hidden="true" />
          {t('app.logout')}
        </Button>
      </footer>
    </div>
  );
}
