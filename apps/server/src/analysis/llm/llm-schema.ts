import { z } from 'zod';
import { REPORTER_KINDS, SERIOUSNESS_CRITERIA } from '@vigila/domain';

const flag = { flagged: { type: 'boolean' }, reason: { type: ['string', 'null'] } } as const;

/** The response_format json_schema (strict: every property required, nulls explicit). */
export const ANALYSIS_JSON_SCHEMA = {
  name: 'pharmacovigilance_triage',
  strict: true,
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['adr', 'pqc', 'mi', 'summary', 'language', 'facts'],
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
      facts: {
        type: 'object',
        additionalProperties: false,
        required: ['products', 'reactions', 'seriousness', 'patientAge', 'patientSex', 'reporter'],
        properties: {
          products: { type: 'array', items: { type: 'string' } },
          reactions: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['text', 'term'],
              properties: { text: { type: 'string' }, term: { type: 'string' } },
            },
          },
          seriousness: { type: 'array', items: { type: 'string', enum: [...SERIOUSNESS_CRITERIA] } },
          patientAge: { type: ['number', 'null'] },
          patientSex: { type: ['string', 'null'], enum: ['male', 'female', null] },
          reporter: { type: ['string', 'null'], enum: [...REPORTER_KINDS, null] },
        },
      },
    },
  },
} as const;

/** Case facts as the model reads them (an older server that ignores the schema may leave them out). */
export const llmFactsSchema = z.object({
  products: z.array(z.string()),
  reactions: z.array(z.object({ text: z.string(), term: z.string() })),
  seriousness: z.array(z.enum(SERIOUSNESS_CRITERIA)),
  patientAge: z.number().nullable(),
  patientSex: z.enum(['male', 'female']).nullable(),
  reporter: z.enum(REPORTER_KINDS).nullable(),
});

const flagSchema = z.object({ flagged: z.boolean(), reason: z.string().nullable() });

/** The same contract, checked on arrival: a model may ignore the schema (older servers, json_object fallbacks). */
export const llmAnswerSchema = z.object({
  adr: flagSchema.extend({ reactionTerm: z.string().nullable() }),
  pqc: flagSchema,
  mi: flagSchema,
  summary: z.string().nullable(),
  language: z.string().nullable(),
  facts: llmFactsSchema.optional(),
});

export type LlmAnswer = z.infer<typeof llmAnswerSchema>;
