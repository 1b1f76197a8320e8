import { z } from 'zod';
import { caseFactsSchema } from './case-facts.ts';
import { setAsidePartSchema } from './set-aside.ts';

/** Analysis fields every presented item carries (SPEC §3: adr, pqc, mi and the three _reason fields). */
export const flagFieldsSchema = z.object({
  adr: z.boolean().nullable(),
  pqc: z.boolean().nullable(),
  mi: z.boolean().nullable(),
  adr_reason: z.string().nullable(),
  pqc_reason: z.string().nullable(),
  mi_reason: z.string().nullable(),
  /** The reaction term the analyser found for ADR, and its MedDRA code when the organisation loaded MedDRA. */
  reaction_term: z.string().nullable(),
  meddra: z.string().nullable(),
  /** What the analysis read of an ADR: suspect products, reactions, seriousness, patient, reporter. */
  case_facts: caseFactsSchema.nullable(),
  /** The parts of the text the analysis did not read: footers, forwarded header lines (issue 27). */
  set_aside: z.array(setAsidePartSchema).optional(),
  ai_processed: z.boolean(),
  /** 'pending' | 'processing' | 'processed' | 'failed' — ai_processed is true only for 'processed'. */
  ai_status: z.enum(['pending', 'processing', 'processed', 'failed']),
  ai_error: z.string().nullable(),
  /** name@version of the analyser that produced the flags. */
  analyzer: z.string().nullable(),
  /** The organisation's products the item names (decision 0042): the item page's "Own product" marker. */
  own_product_ids: z.array(z.string()).optional(),
});

export const attachmentSchema = z.object({
  filename: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});

/** SPEC §3 Email, plus attachments and AI status. */
export const emailSchema = flagFieldsSchema.extend({
  id: z.string(),
  from: z.string(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  /** Sanitised on the server (and again in the browser before rendering). */
  html: z.string().nullable(),
  email_date: z.string(),
  status_id: z.number().int(),
  attachments: z.array(attachmentSchema),
  created_at: z.string(),
});
export type Email = z.infer<typeof emailSchema>;

/** SPEC §3 Recording, plus file details. */
export const recordingSchema = flagFieldsSchema.extend({
  id: z.string(),
  recording_id: z.string(),
  created_at: z.string(),
  uploaded_by: z.string(),
  org_name: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  duration_seconds: z.number().nullable(),
  transcription: z.string().nullable(),
  summary: z.string().nullable(),
  detectedLanguage: z.string().nullable(),
  history_status_id: z.number().int(),
  status: z.object({ id: z.number().int() }),
});
export type Recording = z.infer<typeof recordingSchema>;
