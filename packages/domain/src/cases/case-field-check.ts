// No zod here: the case page checks each field as it is saved, and zod loads only with what needs it.
import { CODE_LISTS, type CaseFieldDefinition, type CaseFieldValue } from './case-fields.ts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** "Simple pattern" e-mail check of the form (SPEC §5 uses the same shape for invitations). */
const EMAIL = /^\S+@\S+\.\S+$/;
const PHONE = /^[0-9+()\-.\s/]{3,40}$/;

function isIsoCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (match === null) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export type FieldCheck = { ok: true; value: CaseFieldValue } | { ok: false; message: string };

/**
 * The text a value stands for: a string; for a number field also a JSON number (its decimal text). A number is no
 * text elsewhere — a name of 12 is a client's mistake, and a code of 1 is not the code '001'.
 */
function asText(definition: CaseFieldDefinition, raw: unknown): string | undefined {
  if (typeof raw === 'string') return raw;
  if (definition.kind === 'number' && typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return undefined;
}

function numberMessage(definition: CaseFieldDefinition): string {
  const min = definition.min ?? Number.NEGATIVE_INFINITY;
  const bounds = definition.max === undefined ? `at least ${min}` : `from ${min} to ${definition.max}`;
  return `${definition.field} must be a number ${bounds}`;
}

/**
 * Checks one form value against its field's type, code list and bounds, and returns what is stored: null for
 * an emptied field, trimmed text otherwise (numbers keep the decimal text the user typed, e.g. "70.5").
 */
export function checkCaseFieldValue(definition: CaseFieldDefinition, raw: unknown): FieldCheck {
  const label = definition.field;
  if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) {
    return { ok: true, value: null };
  }
  if (definition.kind === 'boolean') {
    if (typeof raw === 'boolean') return { ok: true, value: raw };
    if (raw === 'true' || raw === 'false') return { ok: true, value: raw === 'true' };
    return { ok: false, message: `${label} must be true or false` };
  }
  const text = asText(definition, raw)?.trim();
  if (text === undefined) {
    return {
      ok: false,
      message: definition.kind === 'number' ? numberMessage(definition) : `${label} must be text`,
    };
  }
  if (definition.maxLength !== undefined && text.length > definition.maxLength) {
    return { ok: false, message: `${label} must be at most ${definition.maxLength} characters` };
  }
  switch (definition.kind) {
    case 'date':
      return isIsoCalendarDate(text)
        ? { ok: true, value: text }
        : { ok: false, message: `${label} must be a date (YYYY-MM-DD)` };
    case 'code': {
      const codes: readonly string[] =
        definition.codeList === undefined ? [] : CODE_LISTS[definition.codeList];
      return codes.includes(text)
        ? { ok: true, value: text }
        : { ok: false, message: `${label} must be one of ${codes.join(', ')}` };
    }
    case 'number': {
      const number = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
      const min = definition.min ?? Number.NEGATIVE_INFINITY;
      const max = definition.max ?? Number.POSITIVE_INFINITY;
      if (!Number.isFinite(number) || number < min || number > max) {
        return { ok: false, message: numberMessage(definition) };
      }
      return { ok: true, value: text };
    }
    case 'email':
      return EMAIL.test(text)
        ? { ok: true, value: text }
        : { ok: false, message: `${label} must be an e-mail address` };
    case 'tel':
      return PHONE.test(text)
        ? { ok: true, value: text }
        : { ok: false, message: `${label} must be a phone number` };
    case 'text':
    case 'textarea':
      return { ok: true, value: text };
  }
}
