import { useMemo } from 'react';
import { splitBySetAside, type SetAsidePart } from '@vigila/domain';
import { EMAIL_HTML, sanitizeHtml } from '@/lib/sanitize-html.ts';
import { useT } from '@/lib/i18n/index.ts';

/**
 * The e-mail's HTML, sanitised again in the browser (the server sanitised it on upload) with DOMPurify: no
 * scripts, forms or event handlers; links open in a new tab without the opener. Plain text otherwise, with the
 * parts the analysis set aside (footers, forwarded headers; issue 27) marked where they stand; under HTML, which
 * has other offsets, they are listed after the body.
 */
export function EmailBody({
  html,
  text,
  setAside = [],
}: {
  html: string | null;
  text: string;
  setAside?: readonly SetAsidePart[];
}) {
  const clean = useMemo(() => (html ? sanitizeHtml(html, EMAIL_HTML) : null), [html]);
  if (clean) {
    return (
      <>
        <div
          className="max-w-none overflow-x-auto text-sm leading-6 break-words [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:pl-3 [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:font-semibold [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-2 [&_p:first-child]:mt-0 [&_table]:max-w-full [&_ul]:list-disc [&_ul]:pl-5"
          // Sanitised just above; the content comes from an uploaded e-mail, never trusted as is.
          dangerouslySetInnerHTML={{ __html: clean }}
        />
        <SetAsideList text={text} parts={setAside} />
      </>
    );
  }
  if (setAside.length === 0) return <p className="text-sm break-words whitespace-pre-wrap">{text}</p>;
  return <MarkedText text={text} parts={setAside} />;
}

function MarkedText({ text, parts }: { text: string; parts: readonly SetAsidePart[] }) {
  const t = useT();
  return (
    <div className="text-sm break-words whitespace-pre-wrap" data-testid="email-text">
      {splitBySetAside(text, parts).map((piece, index) =>
        piece.setAside ? (
          <span
            key={index}
            data-set-aside=""
            title={t('email.setAsideHint')}
            className="rounded-sm bg-muted text-muted-foreground italic"
          >
            <span className="sr-only">{t('email.setAsideStart')}</span>
            {piece.text}
            <span className="sr-only">{t('email.setAsideEnd')}</span>
          </span>
        ) : (
          <span key={index}>{piece.text}</span>
        ),
      )}
      <p className="mt-3 text-xs text-muted-foreground not-italic">{t('email.setAsideNote')}</p>
    </div>
  );
}

function SetAsideList({ text, parts }: { text: string; parts: readonly SetAsidePart[] }) {
  const t = useT();
  const pieces = splitBySetAside(text, parts).filter((piece) => piece.setAside);
  if (pieces.length === 0) return null;
  return (
    <details
      className="mt-4 rounded-md border bg-muted/40 p-3 text-xs text-muted-foreground"
      data-testid="set-aside"
    >
      <summary className="cursor-pointer">{t('email.setAsideList', { count: pieces.length })}</summary>
      <ul className="mt-2 space-y-2">
        {pieces.map((piece, index) => (
          <li key={index} className="whitespace-pre-wrap italic">
            {piece.text.trim()}
          </li>
        ))}
      </ul>
    </details>
  );
}
