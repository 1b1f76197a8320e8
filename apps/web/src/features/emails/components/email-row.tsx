import { Link } from 'react-router';
import { Paperclip } from 'lucide-react';
import { flagsForSource, type Email } from '@vigila/domain';
import { AiStatusLine } from '@/features/items/components/ai-status-line.tsx';
import { FlagBadges } from '@/features/items/components/flag-badges.tsx';
import { StatusButtons } from '@/features/items/components/status-buttons.tsx';
import { formatDateTime } from '@/features/items/lib/format-date.ts';
import { usePreferences } from '@/lib/preferences-store.ts';
import { useT } from '@/lib/i18n/index.ts';
import { emailSource } from '../email-source.ts';

/** One e-mail in the list: subject (opens the detail), sender, date, a preview, flags, AI status and status buttons. */
export function EmailRow({ email }: { email: Email }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const view = emailSource.view(email);
  const subject = email.subject.trim() || t('item.noSubject');
  return (
    <div className="group relative flex flex-col gap-2 rounded-lg border bg-card p-4 shadow-xs transition-colors hover:border-primary/50 sm:flex-row sm:items-start sm:gap-4">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
          <Link
            to={emailSource.detailPath(email)}
            className="min-w-0 truncate font-medium outline-none after:absolute after:inset-0 after:rounded-lg focus-visible:after:ring-2 focus-visible:after:ring-ring"
          >
            {subject}
          </Link>
          {email.attachments.length > 0 ? (
            <Paperclip
              aria-label={t('email.attachments')}
              className="size-3.5 shrink-0 text-muted-foreground"
            />
          ) : null}
          <time
            dateTime={email.email_date}
            className="ml-auto shrink-0 text-xs text-muted-foreground tabular-nums"
          >
            {formatDateTime(email.email_date, language)}
          </time>
        </div>
        <p className="truncate text-sm text-muted-foreground">{email.from}</p>
        <p className="mt-1 line-clamp-2 text-sm break-words">{email.body}</p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <FlagBadges flags={flagsForSource('email')} values={view.flags} />
          <AiStatusLine view={view} />
        </div>
      </div>
      <StatusButtons
        source="email"
        id={email.id}
        status={view.status}
        className="relative z-10 sm:flex-col"
      />
    </div>
  );
}
