import { z } from 'zod';
import { REPEATABLE_SECTIONS } from './case-sections.ts';

/**
 * Calls of issue 13's case work: the entries of the repeatable sections (C.2.r, E.i, F.r, G.k), assignment and the
 * drafted narrative. Entry 0 of a section is the case's own fields, as `PUT /case/{id}` saves them.
 */
export const MAX_SECTION_ENTRIES = 50;

export const caseSectionParamsSchema = z.object({
  id: z.string().min(1),
  section: z.enum(REPEATABLE_SECTIONS),
});
export const caseSectionEntryParamsSchema = caseSectionParamsSchema.extend({
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_SECTION_ENTRIES - 1),
});

/** The new order of a section's entries: each current index once. */
export const reorderSectionRequestSchema = z.object({
  order: z
    .array(z.number().int().min(0))
    .min(1)
    .max(MAX_SECTION_ENTRIES)
    .refine((order) => new Set(order).size === order.length, 'Each entry may appear once'),
});

const entryValueSchema = z.union([z.string(), z.boolean(), z.null()]);
export const sectionEntrySchema = z.record(z.string(), entryValueSchema);

/** Every entry of the section after the change, the first one included. */
export const caseSectionResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(sectionEntrySchema),
});

export const assignCaseRequestSchema = z.object({ assignee_id: z.string().min(1).nullable() });
export const assignCaseResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

export const narrativeDraftResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ narrative: z.string() }),
});

/** POST /cases/manual: the new case's id. */
export const manualCaseResponseSchema = z.object({ success: z.literal(true), id: z.string() });
