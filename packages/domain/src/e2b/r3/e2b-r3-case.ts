import { z } from 'zod';
import {
  ETHNICITIES,
  LOCAL_CRITERIA_REPORT_TYPES,
  RACES,
  REPORTER_QUALIFICATIONS,
  SENDER_TYPES,
  YES_NO_ANSWERS,
} from '../code-lists.ts';
import { e2bCaseSchema, e2bPatientSchema, e2bReactionSchema } from '../e2b-case.ts';

/**
 * The R3 builder's input: the R2 builder's (one contract for both files), with what R3 itself does not demand
 * made optional. R3 codes a reaction by its MedDRA term (E.i.2.1b), so a reaction needs a reported term or a
 * MedDRA code; the reporter's qualification and the sender's name may be absent (ICH marks them optional).
 * It adds the elements only R3 has: C.1.7, the sender's fax and FDA's regional C.1 and D elements (the R2 schema
 * strips them, so the same input still builds R2).
 */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
const optionalText = () => z.preprocess(blankToUndefined, z.string().optional()).optional();
const optionalCode = <T extends readonly [string, ...string[]]>(codes: T, message: string) =>
  z.preprocess(blankToUndefined, z.enum(codes, { error: message }).optional()).optional();

export const e2bR3ReactionSchema = e2bReactionSchema
  .extend({ term: optionalText() })
  .refine((reaction) => reaction.term !== undefined || reaction.med_dra_code !== undefined, {
    message: 'E.i: reaction term or MedDRA code is required',
    path: ['term'],
  });

export const e2bR3PatientSchema = e2bPatientSchema.extend({
  race: optionalCode(RACES, 'D: unknown race (FDA.D.11.r.1)'),
  ethnicity: optionalCode(ETHNICITIES, 'D: unknown ethnicity (FDA.D.12)'),
});

export const e2bR3CaseSchema = z
  .object({
    ...e2bCaseSchema.shape,
    meets_local_expedited_criteria: optionalCode(YES_NO_ANSWERS, 'C.1.7: answer 1 (yes) or 2 (no)'),
    fda_local_criteria_report_type: optionalCode(
      LOCAL_CRITERIA_REPORT_TYPES,
      'FDA.C.1.7.1: unknown local criteria report type',
    ),
    fda_combination_product: optionalCode(YES_NO_ANSWERS, 'FDA.C.1.12: answer 1 (yes) or 2 (no)'),
    sender_fax: optionalText(),
    patient: e2bR3PatientSchema.default({}),
    reactions: z.array(e2bR3ReactionSchema).min(1, 'E.i: at least one reaction is required'),
    reporter_type: optionalCode(REPORTER_QUALIFICATIONS, 'C.2.r: unknown reporter type (1–5)'),
    sender_type: optionalCode(SENDER_TYPES, 'C.3: unknown sender type (1–6)'),
    sender_organization: optionalText(),
    sender_given_name: optionalText(),
    sender_family_name: optionalText(),
    sender_country: optionalText(),
    case_narrative: optionalText(),
  })
  .refine(
    (report) =>
      report.message_header_receiver_identifier !== undefined ||
      report.batch_receiver_identifier !== undefined,
    {
      message: 'N.2.r: message receiver identifier is required',
      path: ['message_header_receiver_identifier'],
    },
  );

export type E2bR3CaseInput = z.input<typeof e2bR3CaseSchema>;
export type E2bR3Case = z.output<typeof e2bR3CaseSchema>;
export type E2bR3Reaction = E2bR3Case['reactions'][number];
export type E2bR3Patient = E2bR3Case['patient'];
