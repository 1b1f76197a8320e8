import { Spinner } from '@/components/ui/spinner.tsx';
import { useT } from '@/lib/i18n/index.ts';

/** Shown while a lazy route module loads. */
export function RouteSpinner() {
  const t = useT();
  return (
    <div className="flex min-h-[50vh] w-full items-center justify-center">
      <Spinner label={t('app.loadingPage')} className="[&_svg]:size-8" />
    </div>
  );
}
