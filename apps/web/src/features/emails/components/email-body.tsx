import { useMemo } from 'react';
import { EMAIL_HTML, sanitizeHtml } from '@/lib/sanitize-html.ts';

/**
 * The e-mail's HTML, sanitised again in the browser (the server sanitised it on upload) with DOMPurify: no
 * scripts, forms or event handlers; links open in a new tab without the opener. Plain text otherwise.
 */
export function EmailBody({ html, text }: { html: string | null; text: string }) {
  const clean = useMemo(() => (html ? sanitizeHtml(html, EMAIL_HTML) : null), [html]);
  if (clean) {
    return (
      <div
        className="max-w-none overflow-x-auto text-sm leading-6 break-words [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:pl-3 [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:font-semibold [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-2 [&_p:first-child]:mt-0 [&_table]:max-w-full [&_ul]:list-disc [&_ul]:pl-5"
        // Sanitised just above; the content comes from an uploaded e-mail, never trusted as is.
        dangerouslySetInnerHTML={{ __html: clean }}
      />
    );
  }
  return <p className="text-sm break-words whitespace-pre-wrap">{text}</p>;
}
