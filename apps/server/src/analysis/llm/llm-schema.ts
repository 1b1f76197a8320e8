import { z } from 'zod';

const flag = { flagged: { type: 'boolean' }, reason: { type: ['string', 'null'] } } as const;

/** The response_format json_schema (strict: every property required, nulls explicit). */
export const ANALYSIS_JSON_SCHEMA = {
  name: 'pharmacovigilance_triage',
  strict: true,
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['adr', 'pqc', 'mi', 'summary', 'language'],
    properties: {
      adr: {
        type: 'object',
        additionalProperties: false,
        required: ['flagged', 'reason', 'reactionTerm'],
        properties: { ...flag, reactionTerm: { type: ['string', 'null'] } },
      },
      pqc: { type: 'object', additionalProperties: false, required: ['flagged', 'reason'], properties: flag },
      mi: { type: 'object', additionalProperties: false, required: ['flagged', 'reason'], properties: flag },
      summary: { type: ['string', 'null'] },
      language: { type: ['string', 'null'] },
    },
  },
} as const;

const flagSchema = z.object({ flagged: z.boolean(), reason: z.string().nullable() });

/** The same contract, checked on arrival: a model may ignore the schema (older servers, json_object fallbacks). */
export const llmAnswerSchema = z.object({
  adr: flagSchema.extend({ reactionTerm: z.string().nullable() }),
  pqc: flagSchema,
  mi: flagSchema,
  summary: z.string().nullable(),
  language: z.string().nullable(),
});

export type LlmAnswer = z.infer<typeof llmAnswerSchema>;
