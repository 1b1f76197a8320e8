import { Paperclip } from 'lucide-react';
import type { Email } from '@vigila/domain';
import { ItemRow, ItemRowLink, ItemRowTime } from '@/review/components/item-row.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { emailSource } from '../email-source.ts';

/** One e-mail in the list: subject (opens the detail), sender, date, a preview, flags, AI status and status buttons. */
export function EmailRow({ email }: { email: Email }) {
  const t = useT();
  const view = emailSource.view(email);
  const subject = email.subject.trim() || t('item.noSubject');
  return (
    <ItemRow source="email" view={view}>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
        <ItemRowLink to={emailSource.detailPath(email)}>{subject}</ItemRowLink>
        {email.attachments.length > 0 ? (
          <Paperclip
            aria-label={t('email.attachments')}
            className="size-3.5 shrink-0 text-muted-foreground"
          />
        ) : null}
        <ItemRowTime value={email.email_date} />
      </div>
      <p className="truncate text-sm text-muted-foreground">{email.from}</p>
      <p className="mt-1 line-clamp-2 text-sm break-words">{email.body}</p>
    </ItemRow>
  );
}
