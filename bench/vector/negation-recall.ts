import { readFileSync } from 'node:fs';
import { cosine } from '../../apps/server/src/modules/vector/embedder.ts';
import { embedLocally, LOCAL_EMBEDDING_MODEL } from '../../apps/server/src/modules/vector/local-embedder.ts';
import { writeResult } from '../lib/results.ts';
import { labelledCorpus } from './labelled-corpus.ts';

interface NegationSet {
  author: string;
  documents: { id: string; lang: string; text: string }[];
  queries: { id: string; lang: string; q: string; relevant: string[]; decoys: string[] }[];
}

/**
 * Search by meaning against denials (issue 27 point 10): queries written blind by an outside writer for 40 reports,
 * each report with a decoy that names the same medicine and body part but denies the reaction ("no swelling at all").
 * The reports and decoys join the 10,184 texts of the shared analysis sets, and each query ranks them all by the
 * in-process embedder's cosine: recall@10 of the report, and how often the decoy is in the top 3. Nothing was tuned on
 * the set. The service fuses this list with full-text search; the full-text document drops denied clauses the same way.
 */
export function benchNegationRecall(): string {
  const set = JSON.parse(
    readFileSync(new URL('./negation-set.json', import.meta.url), 'utf8'),
  ) as NegationSet;
  const corpus = [...labelledCorpus(), ...set.documents];
  const started = performance.now();
  const vectors = corpus.map((document) => embedLocally(document.text));
  const embedSeconds = (performance.now() - started) / 1000;
  let found = 0;
  let decoyInTop3 = 0;
  let decoyAboveTarget = 0;
  const byLang: Record<string, { queries: number; found: number }> = {};
  for (const query of set.queries) {
    const vector = embedLocally(query.q);
    const ranked = corpus
      .map((document, index) => ({ id: document.id, score: cosine(vector, vectors[index] ?? []) }))
      .sort((a, b) => b.score - a.score);
    const rank = (id: string) => ranked.findIndex((entry) => entry.id === id);
    const hit = query.relevant.some((id) => rank(id) < 10);
    if (hit) found += 1;
    if (query.decoys.some((id) => rank(id) < 3)) decoyInTop3 += 1;
    if (query.decoys.some((id) => query.relevant.every((target) => rank(id) < rank(target))))
      decoyAboveTarget += 1;
    const lang = (byLang[query.lang] ??= { queries: 0, found: 0 });
    lang.queries += 1;
    if (hit) lang.found += 1;
  }
  const queries = set.queries.length;
  return writeResult('vector-negation-recall', {
    description:
      'Search by meaning, in memory: blind queries against 40 reports and 40 decoys that deny the same reaction, among the 10,184 shared analysis texts; recall@10 of the report, share of queries with the decoy in the top 3 and above the report.',
    model: LOCAL_EMBEDDING_MODEL,
    writer: set.author,
    documents: corpus.length,
    queries,
    recallAt10: Math.round((found / queries) * 1000) / 1000,
    decoyInTop3: Math.round((decoyInTop3 / queries) * 1000) / 1000,
    decoyAboveTarget: Math.round((decoyAboveTarget / queries) * 1000) / 1000,
    recallAt10ByLanguage: Object.fromEntries(
      Object.entries(byLang).map(([lang, counts]) => [
        lang,
        Math.round((counts.found / counts.queries) * 1000) / 1000,
      ]),
    ),
    embedSeconds: Math.round(embedSeconds * 10) / 10,
  });
}
