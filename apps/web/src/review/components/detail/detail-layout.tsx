import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PRODUCT_NAME } from '@vigila/domain';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/index.ts';

/** Back is history back (SPEC §2.8); without history (a shared link) it goes to the source's list. */
export function BackButton({ fallback }: { fallback: string }) {
  const t = useT();
  const navigate = useNavigate();
  const goBack = () => {
    const state = window.history.state as { idx?: number } | null;
    if (state?.idx) void navigate(-1);
    else void navigate(fallback);
  };
  return (
    <Button variant="ghost" size="sm" onClick={goBack} className="-ml-2">
      <ArrowLeft aria-hidden="true" />
      {t('app.back')}
    </Button>
  );
}

/**
 * Every detail page: Back, a header, then two-thirds main and one-third side (SPEC §2.8); one column on
 * narrow screens.
 */
export function DetailLayout({
  back,
  title,
  header,
  main,
  side,
}: {
  back: string;
  title: string;
  header?: ReactNode;
  main: ReactNode;
  side: ReactNode;
}) {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-7xl">
      <title>{t('app.pageTitle', { page: title, product: PRODUCT_NAME })}</title>
      <BackButton fallback={back} />
      <div className="mt-2 mb-6 min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight break-words">{title}</h1>
        {header}
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">{main}</div>
        <aside className="flex min-w-0 flex-col gap-6">{side}</aside>
      </div>
    </div>
  );
}
