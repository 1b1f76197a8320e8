import { useT } from '@/lib/i18n/index.ts';

/** The add flows' progress as a percentage (SPEC §4.3). */
export function UploadProgress({ value }: { value: number }) {
  const t = useT();
  return (
    <div className="flex flex-1 items-center gap-2">
      <div
        role="progressbar"
        aria-label={t('upload.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 flex-1 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300"
          style={{ width: `${value}%` }}
        />
      </div>
      <span className="w-10 text-right text-xs text-muted-foreground tabular-nums">
        {t('upload.progressValue', { percent: value })}
      </span>
    </div>
  );
}
