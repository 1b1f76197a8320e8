import { E2bManualPage } from '@/features/cases/components/e2b-manual-page.tsx';

export function Component() {
  return <E2bManualPage />;
}
