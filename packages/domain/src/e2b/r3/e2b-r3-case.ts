import { z } from 'zod';
import { REPORTER_QUALIFICATIONS, SENDER_TYPES } from '../code-lists.ts';
import { e2bCaseSchema, e2bReactionSchema } from '../e2b-case.ts';

/**
 * The R3 builder's input: the R2 builder's (one contract for both files), with what R3 itself does not demand
 * made optional. R3 codes a reaction by its MedDRA term (E.i.2.1b), so a reaction needs a reported term or a
 * MedDRA code; the reporter's qualification and the sender's name may be absent (ICH marks them optional).
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

export const e2bR3CaseSchema = z
  .object({
    ...e2bCaseSchema.shape,
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
