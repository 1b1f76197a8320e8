import { Check, CreditCard } from 'lucide-react';
import type { PlainMessageKey } from '@vigila/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/index.ts';
import { SettingsSection } from './settings-section.tsx';

export const SALES_EMAIL = 'sales@vigila.app';

interface Plan {
  name: PlainMessageKey;
  price: PlainMessageKey;
  monthly: boolean;
  features: readonly PlainMessageKey[];
  popular?: boolean;
  action?: PlainMessageKey;
  current?: boolean;
}

/** The three plans of SPEC §2.4, exactly. Plan changes go through the sales team for now. */
const PLANS: readonly Plan[] = [
  {
    name: 'settings.planFree',
    price: 'settings.priceFree',
    monthly: true,
    features: ['settings.featureAsins', 'settings.featureBasicAnalytics', 'settings.featureCommunitySupport'],
    current: true,
  },
  {
    name: 'settings.planPro',
    price: 'settings.pricePro',
    monthly: true,
    features: [
      'settings.featureUnlimitedAsins',
      'settings.featureAdvancedAnalytics',
      'settings.featurePrioritySupport',
    ],
    popular: true,
    action: 'settings.upgradeToPro',
  },
  {
    name: 'settings.planEnterprise',
    price: 'settings.priceEnterprise',
    monthly: false,
    features: [
      'settings.featureEverythingInPro',
      'settings.featureCustomIntegrations',
      'settings.featureDedicatedSupport',
    ],
    action: 'settings.contactSales',
  },
];

export function SubscriptionSection() {
  const t = useT();
  const freePlan = <Badge variant="secondary">{t('settings.freePlan')}</Badge>;
  return (
    <SettingsSection
      value="subscription"
      icon={CreditCard}
      title={t('settings.subscription')}
      description={t('settings.subscriptionBody')}
      badge={freePlan}
    >
      <div className="mb-4 sm:hidden">{freePlan}</div>
      <ul className="grid gap-4 lg:grid-cols-3">
        {PLANS.map((plan) => (
          <li
            key={plan.name}
            className={cn(
              'relative flex flex-col rounded-xl border bg-background p-5',
              plan.popular && 'border-primary shadow-md ring-1 ring-primary',
            )}
          >
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-semibold">{t(plan.name)}</h3>
              {plan.popular ? <Badge>{t('settings.popular')}</Badge> : null}
              {plan.current ? <Badge variant="outline">{t('settings.currentPlan')}</Badge> : null}
            </div>
            <p className="mt-3">
              <span className="text-3xl font-semibold tracking-tight">{t(plan.price)}</span>
              {plan.monthly ? (
                <span className="text-sm text-muted-foreground">{t('settings.perMonth')}</span>
              ) : null}
            </p>
            <ul className="mt-4 flex-1 space-y-2">
              {plan.features.map((feature) => (
                <li key={feature} className="flex items-start gap-2 text-sm">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                  <span className="block first-letter:uppercase">{t(feature)}</span>
                </li>
              ))}
            </ul>
            {plan.action ? (
              <Button asChild className="mt-5 w-full" variant={plan.popular ? 'default' : 'outline'}>
                <a href={`mailto:${SALES_EMAIL}?subject=${encodeURIComponent(t(plan.action))}`}>
                  {t(plan.action)}
                </a>
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </SettingsSection>
  );
}
