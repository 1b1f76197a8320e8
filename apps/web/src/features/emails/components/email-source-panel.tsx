import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Mail } from 'lucide-react';
import { FileUploadForm } from '@/review/components/file-upload-form.tsx';
import { SourcePanelFrame } from '@/review/components/source-panel-frame.tsx';
import { useBatchUpload } from '@/review/hooks/use-batch-upload.ts';
import { useSourceCounts } from '@/review/hooks/use-source-counts.ts';
import { useT } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { useMailboxes } from '../api/get-mailboxes.ts';
import { analyzeEmail } from '../api/analyze-email.ts';
import { uploadEmail } from '../api/upload-email.ts';
import { emailSource } from '../email-source.ts';
import { MailboxConnections } from './mailbox-connections.tsx';

/** The OAuth callback returns to /settings?mailbox=connected|error: say how it went once, then tidy the URL. */
function useMailboxCallbackNotice() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const result = params.get('mailbox');
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!result || shown.current === result) return;
    shown.current = result;
    if (result === 'connected') notify.success(t('mailbox.connectedNotice'));
    else notify.error(t('mailbox.connectError'));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('mailbox');
        return next;
      },
      { replace: true },
    );
  }, [result, setParams, t]);
}

/**
 * Settings → Data Sources → Communication → Email Integration: counts, the .eml upload form and the mailbox
 * connections. Active once e-mails come in, by upload or from a connected mailbox; setup-required (SPEC §2.4)
 * only while neither has happened. The note says which way they arrive (decision 0037).
 */
export function EmailSourcePanel() {
  const t = useT();
  useMailboxCallbackNotice();
  const counts = useSourceCounts(emailSource);
  const mailboxes = useMailboxes();
  const batch = useBatchUpload({
    source: 'email',
    upload: uploadEmail,
    analyze: analyzeEmail,
    listPath: emailSource.routePath,
    texts: {
      uploaded: 'emails.uploaded',
      analysisStarted: 'emails.analysisStarted',
      failed: 'emails.uploadFailed',
    },
  });
  const connectedCount = mailboxes.data?.length ?? 0;
  const uploaded = counts.total ?? 0;
  const receiving = connectedCount > 0 || uploaded > 0;
  const note =
    connectedCount > 0
      ? t('emails.receivingFromMailboxes', { count: connectedCount })
      : uploaded > 0
        ? t('emails.receivingByUpload', { count: uploaded })
        : undefined;
  return (
    <SourcePanelFrame
      icon={Mail}
      name={t('settings.sourceEmail')}
      status={receiving ? 'active' : 'setup-required'}
      counts={counts.labels}
      note={note}
    >
      <FileUploadForm
        rule="eml"
        label={t('emails.uploadLabel')}
        hint={t('emails.uploadHint')}
        progress={batch.progress}
        running={batch.running}
        onUpload={batch.start}
      />
      <MailboxConnections mailboxes={mailboxes.data} />
    </SourcePanelFrame>
  );
}
