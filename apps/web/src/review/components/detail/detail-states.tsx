import { FileQuestion } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { BackButton } from './detail-layout.tsx';

/**
 * The loading skeleton of a detail page, in the same two-thirds/one-third shape. `label`, when given, is also
 * written on screen (literature's 'Loading Literature...').
 */
export function DetailSkeleton({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-7xl" role="status" aria-label={label ?? t('detail.loading')}>
      {label ? <p className="mb-3 text-sm text-muted-foreground">{label}</p> : null}
      <Skeleton className="h-8 w-20" />
      <Skeleton className="mt-4 mb-6 h-8 w-2/3" />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <Skeleton className="h-48 w-full rounded-xl" />
          <Skeleton className="h-32 w-full rounded-xl" />
        </div>
        <div className="flex flex-col gap-6">
          <Skeleton className="h-40 w-full rounded-xl" />
          <Skeleton className="h-28 w-full rounded-xl" />
        </div>
      </div>
    </div>
  );
}

/** SPEC §2.8: e.g. 'Email Not Found' with its sentence and Retry Loading. */
export function DetailNotFound({
  title,
  body,
  back,
  onRetry,
}: {
  title: string;
  body: string;
  back: string;
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-3xl">
      <BackButton fallback={back} />
      <Card className="mt-4">
        <CardContent className="flex flex-col items-center gap-3 pt-6 text-center">
          <FileQuestion aria-hidden="true" className="size-10 text-muted-foreground" />
          <h1 className="text-xl font-semibold">{title}</h1>
          <p className="max-w-md text-sm text-muted-foreground">{body}</p>
          <Button variant="outline" onClick={onRetry}>
            {t('detail.retryLoading')}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
