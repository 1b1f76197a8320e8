import { useState, type SubmitEvent } from 'react';
import { ListChecks, Plus, Trash2 } from 'lucide-react';
import { isDefaultReasonCode, MAX_NON_RELEVANT_REASONS, type NonRelevantReason } from '@vigila/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { useT, type Translate } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { useNonRelevantReasons, useUpdateNonRelevantReasons } from '@/review/api/non-relevant-reasons.ts';
import { reasonLabel } from '@/review/lib/reason-label.ts';
import { SettingsSection } from './settings-section.tsx';

/** Owners and admins change the list (the server checks it again): it is what every reviewer can say. */
const REASON_ADMIN_ROLES: readonly string[] = ['owner', 'admin'];

interface Row {
  code: string;
  label: string;
  explain: boolean;
}

const toRows = (t: Translate, reasons: readonly NonRelevantReason[]): Row[] =>
  reasons.map((reason) => ({ code: reason.code, label: reasonLabel(t, reason), explain: reason.explain }));

/** A default reason whose words were left as shown keeps no label, so each reader sees it in their language. */
const toReasons = (t: Translate, rows: readonly Row[]): NonRelevantReason[] =>
  rows.map((row) => ({
    code: row.code,
    label:
      isDefaultReasonCode(row.code) && row.label.trim() === reasonLabel(t, { code: row.code, label: null })
        ? null
        : row.label.trim(),
    explain: row.explain,
  }));

let added = 0;
const newCode = () => `own-${Date.now().toString(36)}-${(added += 1)}`;

/** Settings → Non-relevant reasons (decision 0036): the list a reviewer chooses from; audited on the server. */
export function NonRelevantReasonsSection() {
  const t = useT();
  const roles = useAuthStore((state) => state.user?.roles ?? []);
  const canEdit = roles.some((role) => REASON_ADMIN_ROLES.includes(role));
  const reasons = useNonRelevantReasons();
  const update = useUpdateNonRelevantReasons();
  const [rows, setRows] = useState<Row[]>([]);
  // The rows restart from each list the server answers (on load and after a save), set while rendering.
  const [shown, setShown] = useState<typeof reasons.data>(undefined);
  if (reasons.data && reasons.data !== shown) {
    setShown(reasons.data);
    setRows(toRows(t, reasons.data.reasons));
  }

  const change = (index: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const save = (list: NonRelevantReason[] | null) =>
    update.mutate(
      { reasons: list },
      {
        onSuccess: () => notify.success(t('reasons.saved')),
        onError: (error) => notify.error(t('reasons.failed', { message: error.message })),
      },
    );
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rows.length === 0 || rows.some((row) => row.label.trim() === '')) return;
    save(toReasons(t, rows));
  };

  return (
    <SettingsSection
      value="non-relevant-reasons"
      icon={ListChecks}
      title={t('reasons.title')}
      description={t('reasons.description')}
      badge={
        reasons.data && !reasons.data.customised ? (
          <Badge variant="outline">{t('reasons.defaults')}</Badge>
        ) : null
      }
    >
      <form onSubmit={submit} className="grid gap-3">
        {canEdit ? null : <p className="text-sm text-muted-foreground">{t('reasons.readOnly')}</p>}
        <ol className="grid gap-2">
          {rows.map((row, index) => (
            <li key={row.code} className="flex flex-wrap items-center gap-3">
              <Input
                aria-label={t('reasons.label', { number: index + 1 })}
                value={row.label}
                maxLength={120}
                required
                disabled={!canEdit}
                onChange={(event) => change(index, { label: event.target.value })}
                className="min-w-56 flex-1"
              />
              <label className="flex items-center gap-1 text-sm">
                <input
                  type="checkbox"
                  checked={row.explain}
                  disabled={!canEdit}
                  onChange={(event) => change(index, { explain: event.target.checked })}
                />
                {t('reasons.explain')}
              </label>
              {canEdit ? (
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={t('reasons.remove', { number: index + 1 })}
                  disabled={rows.length === 1}
                  onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
        {canEdit ? (
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              disabled={rows.length >= MAX_NON_RELEVANT_REASONS}
              onClick={() =>
                setRows((current) => [...current, { code: newCode(), label: '', explain: false }])
              }
            >
              <Plus aria-hidden="true" />
              {t('reasons.add')}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {t('reasons.save')}
            </Button>
            <Button type="button" variant="ghost" disabled={update.isPending} onClick={() => save(null)}>
              {t('reasons.reset')}
            </Button>
          </div>
        ) : null}
      </form>
    </SettingsSection>
  );
}
