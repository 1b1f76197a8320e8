import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@vigila/domain';
import { useT } from '@/lib/i18n/index.ts';

/** The page's single h1 and one line about it. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      {/* React 19 hoists <title> into <head>: each page names the browser tab. */}
      <title>{t('app.pageTitle', { page: title, product: PRODUCT_NAME })}</title>
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight break-words">{title}</h1>
        {description ? <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {actions}
    </div>
  );
}
