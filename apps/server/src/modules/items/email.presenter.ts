import { attachmentSchema, type Email } from '@vigila/domain';
import { z } from 'zod';
import { dataString, presentFlagFields } from './item.presenter.ts';
import type { ItemRow } from './items.repository.ts';

const attachmentsSchema = z.array(attachmentSchema);

/** SPEC §3 Email from an item of source 'email' (author = sender, title = subject, text = plain body). */
export function presentEmail(row: ItemRow): Email {
  const attachments = attachmentsSchema.safeParse(row.data.attachments);
  return {
    ...presentFlagFields(row),
    id: row.id,
    from: row.author ?? '',
    recipient: dataString(row, 'recipient') ?? '',
    subject: row.title ?? '',
    body: row.text,
    html: row.html,
    email_date: row.publishedAt.toISOString(),
    status_id: row.statusId,
    attachments: attachments.success ? attachments.data : [],
    created_at: row.createdAt.toISOString(),
  };
}
