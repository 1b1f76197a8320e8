import { RECEIPT_REASON_MAX } from '@vigila/domain';
import { Textarea } from '@/components/ui/textarea.tsx';

/**
 * The reason an audited change of a case's clock asks for (receipt dates, a seriousness downgrade): a required text,
 * as long as the server takes, with an optional hint under it.
 */
export function ReasonField({
  id,
  label,
  hint,
  value,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Textarea
        id={id}
        required
        rows={3}
        maxLength={RECEIPT_REASON_MAX}
        aria-describedby={hint ? `${id}-hint` : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
