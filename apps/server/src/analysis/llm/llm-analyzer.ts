import type OpenAI from 'openai';
import { withoutVagueReactions } from '@vigila/domain';
import type { AnalysisInput, AnalysisResult, Analyzer } from '../analyzer.ts';
import { createLimiter } from './limiter.ts';
import { PROMPT_VERSION, SYSTEM_PROMPT, userMessage } from './llm-prompt.ts';
import { ANALYSIS_JSON_SCHEMA, llmAnswerSchema } from './llm-schema.ts';

export interface LlmAnalyzerOptions {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  /** Requests in flight at once from this analyser. */
  concurrency: number;
  timeoutMs: number;
  /** Retries on 408/409/429/5xx and connection errors, waiting as Retry-After says (else exponential backoff). */
  maxRetries: number;
}

/** The model answered, but not with the JSON the schema asks for: retrying the same prompt rarely helps. */
export class LlmResponseError extends Error {
  override readonly name = 'LlmResponseError';
}

/** An OpenAI-compatible chat completions endpoint (OpenAI, Azure, vLLM, Ollama…) with JSON-schema output. */
export function createLlmAnalyzer(options: LlmAnalyzerOptions): Analyzer {
  // Loaded on the first analysis, not at start-up: most servers never use it (decision 0014, start-up).
  let client: Promise<OpenAI> | undefined;
  const openai = () =>
    (client ??= import('openai').then(
      ({ default: OpenAIClient }) =>
        new OpenAIClient({
          baseURL: options.baseUrl,
          // Local servers (vLLM, Ollama) need no key, but the client insists on one.
          apiKey: options.apiKey ?? 'not-needed',
          timeout: options.timeoutMs,
          maxRetries: options.maxRetries,
        }),
    ));
  const limit = createLimiter(options.concurrency);

  async function analyze(input: AnalysisInput): Promise<AnalysisResult> {
    const completion = await limit(async () =>
      (await openai()).chat.completions.create({
        model: options.model,
        temperature: 0,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: userMessage(input) },
        ],
        response_format: { type: 'json_schema', json_schema: structuredClone(ANALYSIS_JSON_SCHEMA) },
      }),
    );
    const choice = completion.choices[0];
    if (choice?.message.refusal)
      throw new LlmResponseError(`The model refused to analyse the text: ${choice.message.refusal}`);
    return toResult(choice?.message.content ?? null);
  }

  return { name: 'llm', version: `${options.model}/${PROMPT_VERSION}`, analyze };
}

export function toResult(content: string | null): AnalysisResult {
  if (!content) throw new LlmResponseError('The model returned an empty answer instead of the analysis JSON');
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    throw new LlmResponseError(`The model returned invalid JSON: ${content.slice(0, 120)}`);
  }
  const answer = llmAnswerSchema.safeParse(parsed);
  if (!answer.success) {
    const problem = answer.error.issues[0];
    throw new LlmResponseError(
      `The model's JSON does not match the analysis schema (${problem ? `${problem.path.join('.')}: ${problem.message}` : 'unknown'})`,
    );
  }
  const { adr, pqc, mi, summary, language, facts } = answer.data;
  return {
    adr: {
      flagged: adr.flagged,
      reason: adr.flagged ? adr.reason : null,
      reactionTerm: adr.flagged ? adr.reactionTerm : null,
      meddraCode: null,
    },
    pqc: { flagged: pqc.flagged, reason: pqc.flagged ? pqc.reason : null },
    mi: { flagged: mi.flagged, reason: mi.flagged ? mi.reason : null },
    summary,
    language: language ? language.toLowerCase().slice(0, 2) : null,
    facts:
      facts && adr.flagged
        ? {
            ...facts,
            // "adverse drug reaction" is no reaction of the case when the model named a specific one (0043).
            reactions: withoutVagueReactions(facts.reactions),
            serious: facts.seriousness.length > 0,
            seriousnessEvidence: [],
          }
        : null,
  };
}
