import { useId } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useT } from '@/lib/i18n/index.ts';

/**
 * The labelled text field and Add button of an add form (SPEC §2.6, §5). Both are disabled while a flow runs
 * or the connector is not set up; Add also while the text is empty after trimming. The form around it submits.
 */
export function AddKeyField({
  label,
  placeholder,
  value,
  onChange,
  running,
  blocked,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  running: boolean;
  blocked: boolean;
}) {
  const t = useT();
  const inputId = useId();
  return (
    <>
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          disabled={running || blocked}
          onChange={(event) => onChange(event.target.value)}
        />
        <Button type="submit" size="sm" className="h-9" disabled={value.trim() === '' || running || blocked}>
          <Plus aria-hidden="true" />
          {running ? t('monitoring.adding') : t('monitoring.add')}
        </Button>
      </div>
    </>
  );
}
