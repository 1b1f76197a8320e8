import { z } from 'zod';
import { checkCaseFieldValue } from './case-field-check.ts';
import { caseFieldDefinition } from './case-fields.ts';

/** Keys a client may send next to the one field (the batch/message saves send the case id too, SPEC §7). */
const ENVELOPE_KEYS = new Set(['case_id', 'caseId', 'id']);

/** Body of PUT /case/{id}: exactly one known snake_case field (plus, optionally, the case id). */
export const updateCaseFieldRequestSchema = z.record(z.string(), z.unknown()).transform((body, context) => {
  const fields = Object.keys(body).filter((key) => !ENVELOPE_KEYS.has(key));
  if (fields.length !== 1) {
    context.addIssue({ code: 'custom', message: 'Send exactly one case field to update' });
    return z.NEVER;
  }
  const field = fields[0] as string;
  const definition = caseFieldDefinition(field);
  if (definition === undefined) {
    context.addIssue({ code: 'custom', message: `Unknown case field: ${field}`, path: [field] });
    return z.NEVER;
  }
  const check = checkCaseFieldValue(definition, body[field]);
  if (!check.ok) {
    context.addIssue({ code: 'custom', message: check.message, path: [field] });
    return z.NEVER;
  }
  return { field, value: check.value };
});
export type UpdateCaseFieldRequest = z.input<typeof updateCaseFieldRequestSchema>;
export type CaseFieldUpdate = z.output<typeof updateCaseFieldRequestSchema>;
