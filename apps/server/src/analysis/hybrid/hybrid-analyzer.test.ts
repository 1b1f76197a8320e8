import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisResult } from '../analyzer.ts';
import { analyzeWithEnsemble } from '../ensemble/ensemble-analyzer.ts';
import { createLlmAnalyzer } from '../llm/llm-analyzer.ts';
import { loadBundledModel } from '../model/bundled-model.ts';
import { createHybridAnalyzer, mergeFacts, type SecondOpinionCache } from './hybrid-analyzer.ts';

// A local OpenAI-compatible endpoint replaying a recorded-format answer: ADR (hives on amoxicillin), MI, no PQC.
const COMPLETION = readFileSync(
  new URL('../../test/fixtures/llm/chat-completion-facts.json', import.meta.url),
  'utf8',
);
let server: Server;
let requests = 0;
let baseUrl = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      requests += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(COMPLETION);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function memory(): SecondOpinionCache & { size: () => number } {
  const kept = new Map<string, AnalysisResult>();
  return {
    get: (key) => Promise.resolve(kept.get(key) ?? null),
    set: (key, result) => Promise.resolve(void kept.set(key, result)),
    size: () => kept.size,
  };
}

const model = loadBundledModel();
const hybrid = (cache: SecondOpinionCache) =>
  createHybridAnalyzer(
    model,
    createLlmAnalyzer({
      baseUrl,
      apiKey: null,
      model: 'local-model',
      concurrency: 2,
      timeoutMs: 5000,
      maxRetries: 0,
    }),
    cache,
  );

describe('the hybrid analyser', () => {
  it('does not ask the model about a text the screen is sure is clean', async () => {
    const before = requests;
    const cache = memory();
    const text = 'Great video, thanks doctor! Greetings from Valencia 👋';
    const result = await hybrid(cache).analyze({ text, channel: 'instagram' });
    expect(requests).toBe(before);
    expect(result).toEqual(analyzeWithEnsemble(model, { text, channel: 'instagram' }));
  });

  it('asks once about a flagged text, keeps the answer by hash, and adds what the screen missed', async () => {
    const cache = memory();
    const analyzer = hybrid(cache);
    const input = {
      text: 'Two days after starting amoxicillin I got itchy hives all over my arms.',
      channel: 'youtube' as const,
    };
    const before = requests;
    const first = await analyzer.analyze(input);
    expect(requests).toBe(before + 1);
    expect(cache.size()).toBe(1);
    expect(first.adr.flagged).toBe(true);
    expect(first.adr.reason).toContain('Second opinion (local-model/p2) agrees');
    // The screen saw no question; the second opinion did, and says so.
    expect(first.mi).toEqual({
      flagged: true,
      reason: expect.stringMatching(/^Second opinion \(local-model\/p2\): Asks/) as string,
    });
    expect(first.facts?.products).toContain('amoxicillin');
    expect(first.facts?.reporter).toBe('consumer');
    const second = await analyzer.analyze(input);
    expect(requests).toBe(before + 1);
    expect(second).toEqual(first);
  });

  it('never drops a flag the screen raised: it stays, and its reason says the model disagrees', async () => {
    const result = await hybrid(memory()).analyze({
      text: 'The blister of my amoxicillin arrived crushed and two capsules were open. I got itchy hives on my arms after one.',
      channel: 'amazon',
    });
    expect(result.pqc.flagged).toBe(true);
    expect(result.pqc.reason).toContain('does not see this flag; kept for a reviewer to decide');
  });

  it('merges case facts: lists joined, seriousness as the union, the patient from the model when it reads one', () => {
    const rules = {
      products: ['Lisinopril'],
      reactions: [{ text: 'coughing', term: 'Cough' }],
      serious: true,
      seriousness: ['hospitalisation' as const],
      seriousnessEvidence: ['kept me in'],
      patientAge: 58,
      patientSex: null,
      reporter: 'consumer' as const,
    };
    const llm = {
      ...rules,
      products: ['lisinopril', 'ramipril'],
      reactions: [{ text: 'lips puffed up', term: 'Angioedema' }],
      seriousness: ['life_threatening' as const],
      patientSex: 'male' as const,
    };
    expect(mergeFacts(rules, llm)).toMatchObject({
      products: ['Lisinopril', 'ramipril'],
      reactions: [{ term: 'Cough' }, { term: 'Angioedema' }],
      seriousness: ['hospitalisation', 'life_threatening'],
      patientAge: 58,
      patientSex: 'male',
    });
  });

  it('keeps the role the rules read: the model does not make a concomitant drug a suspect', () => {
    const rules = analyzeWithEnsemble(model, {
      text: 'My patient had a rash after amoxicillin. Metformin (concomitant).',
      channel: 'email',
    }).facts;
    expect(rules?.drugs?.map((drug) => drug.role)).toEqual(['suspect', 'concomitant']);
    const second = {
      ...(rules as NonNullable<typeof rules>),
      drugs: undefined,
      products: ['amoxicillin', 'metformin'],
      reactions: [{ text: 'side effect', term: 'Adverse drug reaction' }],
    };
    const merged = mergeFacts(rules ?? null, second);
    expect(merged?.products).toEqual(['amoxicillin']);
    expect(merged?.drugs).toContainEqual({
      name: 'Metformin',
      role: 'concomitant',
      evidence: '(concomitant)',
    });
    expect(merged?.reactions.map((reaction) => reaction.term)).toEqual(['Rash']);
  });
});
