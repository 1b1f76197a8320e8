import type { Email } from '@vigila/domain';
import { dataString, presentFlagFields } from './item.presenter.ts';
import type { ItemRow } from './items.repository.ts';

type Attachment = Email['attachments'][number];

const isAttachment = (value: unknown): value is Attachment => {
  if (typeof value !== 'object' || value === null) return false;
  const { filename, content_type: contentType, size } = value as Record<string, unknown>;
  return typeof filename === 'string' && typeof contentType === 'string' && Number.isInteger(size);
};

/**
 * The attachments ingestion stored in `data`, all or none (malformed data shows none). A plain check rather than a
 * zod parse: it runs for every row of every list page.
 */
function attachmentsOf(row: ItemRow): Attachment[] {
  const value = row.data.attachments;
  if (!Array.isArray(value) || !value.every(isAttachment)) return [];
  return value.map(({ filename, content_type, size }) => ({ filename, content_type, size }));
}

/** SPEC §3 Email from an item of source 'email' (author = sender, title = subject, text = plain body). */
export function presentEmail(row: ItemRow): Email {
  return Object.assign(presentFlagFields(row), {
    id: row.id,
    from: row.author ?? '',
    recipient: dataString(row, 'recipient') ?? '',
    subject: row.title ?? '',
    body: row.text,
    html: row.html,
    email_date: row.publishedAt.toISOString(),
    status_id: row.statusId,
    attachments: attachmentsOf(row),
    created_at: row.createdAt.toISOString(),
  });
}
